// Kept only until src/search/records imports from src/build-helpers/docs-catalog directly; delete then.
export * from '../../build-helpers/docs-catalog/built-pages';

// Kept only until bench/search.mjs imports scripts/lib/chromium-path.mjs directly; delete then.
export * from '../../scripts/lib/chromium-path.mjs';

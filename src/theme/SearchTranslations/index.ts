import translations from '@theme-original/SearchTranslations';
import type SearchTranslations from '@theme/SearchTranslations';

const original = translations as typeof SearchTranslations;

// The no-results title is "No results for", as DocSearch 3 words it; Docusaurus says "No results found for".
export default {
  ...original,
  modal: {
    ...original.modal,
    noResultsScreen: { ...original.modal?.noResultsScreen, noResultsText: 'No results for' },
  },
} satisfies typeof SearchTranslations;

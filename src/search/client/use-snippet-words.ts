import { useSyncExternalStore } from 'react';

// Snippets of 10 words, 5 on screens up to 768 px wide (as in DocSearch's modal).
const NARROW = '(max-width: 768px)';

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(NARROW);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

export function useSnippetWords(): number {
  return useSyncExternalStore(
    subscribe,
    () => (window.matchMedia(NARROW).matches ? 5 : 10),
    () => 10,
  );
}

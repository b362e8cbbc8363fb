import { useCallback, useState } from 'react';

/**
 * Whether an element has come near the viewport (within `margin`), once and for good. An example
 * further down a guide starts its runtime (some 85 KB gzip to run) as the reader scrolls towards it,
 * not while the page itself loads.
 */
export function useNearViewport<T extends Element>(margin = '300px'): [(element: T | null) => void, boolean] {
  const [near, setNear] = useState(false);
  const ref = useCallback(
    (element: T | null) => {
      if (!element || near) return undefined;
      if (typeof IntersectionObserver === 'undefined') {
        setNear(true);
        return undefined;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          setNear(true);
        },
        { rootMargin: `${margin} 0px` },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [near, margin],
  );
  return [ref, near];
}

import React, { useEffect, useState } from 'react';
import Link from '@docusaurus/Link';
import { useAlgoliaContextualFacetFilters, useSearchResultUrlProcessor } from '@docusaurus/theme-search-algolia/client';
import { searchHits, useSearchSetup, type HitSummary } from '../../../search/client/search-client';

const MAX_SUGGESTIONS = 5;

type Suggestion = { url: string; title: string };

/** One suggestion per page, best first: the page title, and the section when the hit is one. */
function suggestions(hits: HitSummary[], processUrl: (url: string) => string): Suggestion[] {
  const pages = new Set<string>();
  const out: Suggestion[] = [];
  for (const hit of hits) {
    const page = hit.url.split(/[?#]/)[0];
    if (pages.has(page)) continue;
    pages.add(page);
    const { lvl1, lvl2, lvl3 } = hit.hierarchy;
    const section = lvl3 ?? lvl2;
    out.push({ url: processUrl(hit.url), title: section ? `${lvl1} › ${section}` : String(lvl1) });
  }
  return out.slice(0, MAX_SUGGESTIONS);
}

/** The top search hits for the words of the unknown path; nothing while loading or when search fails. */
export default function SuggestedPages({ query }: { query: string }) {
  const setup = useSearchSetup();
  const facetFilters = useAlgoliaContextualFacetFilters();
  const processUrl = useSearchResultUrlProcessor();
  const [found, setFound] = useState<Suggestion[]>([]);

  useEffect(() => {
    if (!query) return undefined;
    let current = true;
    searchHits(setup, {
      query,
      hitsPerPage: 20,
      facetFilters,
      // Any word of the path may be wrong: rank by how many of them a page has.
      removeWordsIfNoResults: 'allOptional',
      attributesToRetrieve: ['hierarchy.lvl1', 'hierarchy.lvl2', 'hierarchy.lvl3', 'url'],
      attributesToHighlight: [],
    })
      .then((hits) => current && setFound(suggestions(hits, processUrl)))
      .catch(() => current && setFound([]));
    return () => {
      current = false;
    };
    // facetFilters is a new array on each render; its content only changes with the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query, setup.provider, setup.indexUrl, processUrl]);

  if (found.length === 0) return null;
  return (
    <nav aria-label="Pages that may match">
      <p>These pages may have what you are looking for:</p>
      <ul>
        {found.map(({ url, title }) => (
          <li key={url}>
            <Link to={url}>{title}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

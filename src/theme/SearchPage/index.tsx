import clsx from 'clsx';
import React, { useState, type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import { HtmlClassNameProvider, PageMetadata, usePluralForm, useSearchQueryString } from '@docusaurus/theme-common';
import { useSearchResultUrlProcessor } from '@docusaurus/theme-search-algolia/client';
import Translate, { translate } from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import translations from '@theme/SearchTranslations';
import { useSearchSetup, type SearchSetup } from '../../search/client/search-client';
import { useSnippetWords } from '../../search/client/use-snippet-words';
import { MAX_QUERY_LENGTH } from '../../search/constants';
import SearchHit from './SearchHit';
import { useSearchResults, type SearchState } from './useSearchResults';
import styles from './styles.module.css';

function pageTitle(query: string): string {
  return query
    ? translate({ id: 'theme.SearchPage.existingResultsTitle', message: 'Search results for "{query}"' }, { query })
    : translate({ id: 'theme.SearchPage.emptyResultsTitle', message: 'Search the documentation' });
}

function useHitCount() {
  const { selectMessage } = usePluralForm();
  return (count: number) =>
    selectMessage(
      count,
      translate(
        { id: 'theme.SearchPage.documentsFound.plurals', message: 'One document found|{count} documents found' },
        { count },
      ),
    );
}

function Pager({ page, nbPages, onPage }: { page: number; nbPages: number; onPage: (page: number) => void }) {
  if (nbPages < 2) return null;
  return (
    <nav className={styles.pager} aria-label="Search result pages">
      <button type="button" className="button button--secondary" disabled={page === 0} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <span>
        Page {page + 1} of {nbPages}
      </span>
      <button
        type="button"
        className="button button--secondary"
        disabled={page + 1 >= nbPages}
        onClick={() => onPage(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}

function Results({ state, onPage }: { state: SearchState; onPage: (page: number) => void }) {
  const hitCount = useHitCount();
  const errors = translations.modal?.errorScreen;
  if (state.status === 'error') {
    return (
      <div role="alert">
        <p className={styles.status}>{errors?.titleText}</p>
        <p>{errors?.helpText}</p>
      </div>
    );
  }
  // A status role lets the label be read (aria-label on a plain div is not allowed).
  if (state.status === 'loading') return <div className={styles.spinner} role="status" aria-label="Searching" />;
  if (state.status !== 'done') return null;
  if (state.nbHits === 0) {
    return (
      <p className={styles.status}>
        {translations.modal?.noResultsScreen?.noResultsText} “{state.query}”
      </p>
    );
  }
  return (
    <>
      <p className={styles.status} aria-live="polite">
        {hitCount(state.nbHits)}
      </p>
      <div>
        {state.hits.map((hit) => (
          <SearchHit key={hit.url} hit={hit} />
        ))}
      </div>
      <Pager page={state.page} nbPages={state.nbPages} onPage={onPage} />
    </>
  );
}

function AlgoliaCredit({ setup }: { setup: SearchSetup }) {
  if (setup.provider !== 'algolia') return null;
  return (
    <p className={styles.credit}>
      <Link to="https://www.algolia.com/">
        <Translate id="theme.SearchPage.algoliaLabel">Powered by Algolia</Translate>
      </Link>
    </p>
  );
}

function SearchPageContent(): ReactNode {
  const setup = useSearchSetup();
  const [query, setQuery] = useSearchQueryString();
  // The page number belongs to the query it was chosen for: a new query starts at the first page.
  const [paging, setPaging] = useState({ query, page: 0 });
  const page = paging.query === query ? paging.page : 0;
  const snippetWords = useSnippetWords();
  const processUrl = useSearchResultUrlProcessor();
  const state = useSearchResults(setup, query, page, snippetWords, processUrl);
  const title = pageTitle(query);

  return (
    <Layout>
      <PageMetadata
        title={title}
        description="Search the Moti docs: guides, API reference, hooks, interactions and examples."
      />
      {/* Result pages are not for search engines; the search page itself (no query, as served) is. */}
      {query ? (
        <Head>
          <meta name="robots" content="noindex, follow" />
        </Head>
      ) : null}
      {/* The page's main landmark from its first render, while the results load too. */}
      <main className={clsx('container margin-vert--lg', styles.main)}>
        <Heading as="h1">{title}</Heading>
        <form role="search" onSubmit={(event) => event.preventDefault()}>
          <input
            type="search"
            name="q"
            className={styles.input}
            placeholder={translations.placeholder}
            aria-label={translate({ id: 'theme.SearchPage.inputLabel', message: 'Search' })}
            maxLength={MAX_QUERY_LENGTH}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            autoComplete="off"
            // The page exists to search: the field takes the keyboard at once.
            autoFocus
          />
        </form>
        <AlgoliaCredit setup={setup} />
        <Results state={state} onPage={(next) => setPaging({ query, page: next })} />
      </main>
    </Layout>
  );
}

/** /search: reads `q`, shows 20 hits a page with their page, section and a snippet. */
export default function SearchPage(): ReactNode {
  return (
    <HtmlClassNameProvider className="search-page-wrapper">
      <SearchPageContent />
    </HtmlClassNameProvider>
  );
}

import React from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import { PageMetadata } from '@docusaurus/theme-common';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import { useLocation } from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { MAX_QUERY_LENGTH } from '../../../search/constants';
import { LoadBoundary, lazyWithRetry } from '../../../components/LoadFailure';
import styles from './styles.module.css';

/** `decodeURIComponent`, or the text itself when it is not valid percent-encoding (`/100%`). */
function safeDecode(text: string) {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The words of an unknown path, as a search query: `/api/use-motify-x` → `use motify x`. */
export function pathToQuery(pathname: string): string {
  return safeDecode(pathname)
    .replace(/\.html$/, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .join(' ')
    .slice(0, MAX_QUERY_LENGTH);
}

// Every doc page's script holds this component (the docs' root renders it for unknown paths), so the
// suggestions, which show only after a search anyway, come in a chunk of their own.
const SuggestedPages = lazyWithRetry(() => import('./SuggestedPages'));

function SearchSuggestion({ query }: { query: string }) {
  const href = query ? `/search?q=${encodeURIComponent(query)}` : '/search';
  return (
    <p>
      Looking for something specific? <Link href={href}>Search the docs{query ? ` for “${query}”` : ''}</Link>.
    </p>
  );
}

/** What the page says about the address; the server renders it without one (see below). */
function AboutThePath({ pathname }: { pathname?: string }) {
  return (
    <>
      <p>
        There is no page at {pathname ? <code className={styles.path}>{pathname}</code> : 'this address'}. It may have
        moved, or the link that brought you here has a typo.
      </p>
      {pathname ? (
        <SearchSuggestion query={pathToQuery(pathname)} />
      ) : (
        <p>Looking for something specific? Search the docs.</p>
      )}
    </>
  );
}

function MissingPath() {
  const { pathname } = useLocation();
  return (
    <>
      <div className={styles.aboutPath}>
        <AboutThePath pathname={pathname} />
      </div>
      {/* Like a failed search, a failed load shows no suggestions. */}
      <LoadBoundary fallback={null} renderFailure={() => null}>
        <SuggestedPages query={pathToQuery(pathname)} />
      </LoadBoundary>
    </>
  );
}

export default function NotFoundContent({ className }: { className?: string }) {
  // The same 404.html answers every unknown path, so what depends on the path renders after
  // hydration: in room the server reserves with the same sentences, and the search suggestions
  // last, so that nothing on screen moves when they arrive (no layout shift).
  const isBrowser = useIsBrowser();
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      {/* Docs served from `/` render unknown paths inside the docs' root, which gives the page no title
          of its own ("Moti" alone): named here, as the theme's own not-found page names itself. */}
      <PageMetadata title="Page Not Found" />
      <Head>
        <meta
          name="description"
          content="There is no Moti docs page at this address: search the docs or start from the home page."
        />
      </Head>
      <div className={styles.box}>
        <Heading as="h1">Page not found</Heading>
        <p>
          <Link to="/">Go to the docs home</Link> or start with <Link to="/installation">Installation</Link>. Came here
          with an error message? <Link to="/troubleshooting">Troubleshooting</Link> lists the common ones.
        </p>
        {isBrowser ? (
          <MissingPath />
        ) : (
          <div className={styles.aboutPath}>
            <AboutThePath />
          </div>
        )}
      </div>
    </main>
  );
}

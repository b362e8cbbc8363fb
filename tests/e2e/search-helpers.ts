import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Server } from 'node:http';
import { expect, type Page } from '@playwright/test';
import { startServer } from '../../server/static-server.mjs';
import { unpack, type CompactIndex } from '../../src/search/records/compact';
import { ALGOLIA, buildVariant, variantDir, variantIsFresh } from '../../scripts/variant-builds.mjs';

export { ALGOLIA };
export const ALGOLIA_HOSTS = /^https:\/\/[^/]*(algolia\.net|algolianet\.com|algolia\.io)\//i;

/**
 * A query that finds a long paragraph of the built site (four words from its middle), so that its
 * snippet must be cut: the paragraph changes with the content, the property does not.
 */
export function longParagraphQuery(): string {
  const file = path.join(process.env.E2E_BUILD_DIR ?? 'build', 'search-index.json');
  const records = unpack(JSON.parse(readFileSync(file, 'utf8')) as CompactIndex);
  for (const record of records) {
    const words = record.content?.split(/\s+/) ?? [];
    const middle = words.slice(6, 10);
    if (words.length >= 20 && middle.every((word) => /^[a-z]{3,}$/i.test(word))) return middle.join(' ');
  }
  throw new Error('no paragraph of 20 words or more in the index');
}

/** Open the modal from a page with the keyboard shortcut, once React has taken over the page. */
export async function openSearch(page: Page, path = '/installation') {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await page.keyboard.press('Control+k');
  const input = page.locator('.DocSearch-Input');
  await expect(input).toBeFocused();
  return input;
}

/**
 * Closes the modal with Escape and waits until it is closed for DocSearch too: its shortcut toggles, so
 * pressed while the modal is still open it closes it, and pressed before the modal's cleanup has taken
 * `DocSearch--active` off the body it does nothing (a busy machine leaves time between the two).
 */
export async function closeSearch(page: Page) {
  await page.keyboard.press('Escape');
  await expect(page.locator('.DocSearch-Modal')).toBeHidden();
  await expect(page.locator('body')).not.toHaveClass(/\bDocSearch--active\b/);
}

/** Sections of the modal's results: title and the titles of their hits. */
export async function modalGroups(page: Page) {
  await expect(page.locator('.DocSearch-Hits').first()).toBeVisible();
  return page.locator('.DocSearch-Hits').evaluateAll((sections) =>
    sections.map((section) => ({
      source: section.querySelector('.DocSearch-Hit-source')?.textContent ?? '',
      hits: Array.from(section.querySelectorAll('.DocSearch-Hit'), (hit) => hit.textContent ?? ''),
    })),
  );
}

/** The site built for hosted Algolia (scripts/variant-builds.mjs), built first if stale; served on a free port. */
export async function serveAlgoliaBuild(): Promise<{ baseURL: string; close: () => Promise<void> }> {
  if (!variantIsFresh('algolia', process.env.E2E_BUILD_DIR)) await buildVariant('algolia');
  const server: Server = await startServer({ buildDir: variantDir('algolia'), port: 0, host: '127.0.0.1' });
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('server has no port');
  return {
    baseURL: `http://localhost:${address.port}`,
    close: () => {
      // Without waiting for the connections a browser may still hold (see failures-base-url.spec.ts).
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

type FakeRequest = { query?: string; indexName: string; hitsPerPage?: number };

/** An Algolia reply with one hit per request, as the hosted service sends it. */
export function fakeAlgoliaReply(requests: FakeRequest[]) {
  const mark = (value: string) => ({ value, matchLevel: 'none', matchedWords: [] });
  return {
    results: requests.map((request) => ({
      hits: [
        {
          objectID: '/api/props:7',
          type: 'lvl2',
          url: 'https://moti.fyi/installation#install-moti',
          content: null,
          hierarchy: { lvl0: 'Welcome', lvl1: 'Installation', lvl2: 'Hosted hit' },
          _highlightResult: {
            hierarchy: { lvl0: mark('Welcome'), lvl1: mark('Installation'), lvl2: mark('Hosted <mark>hit</mark>') },
          },
          _snippetResult: { hierarchy: { lvl1: mark('Installation'), lvl2: mark('Hosted <mark>hit</mark>') } },
        },
      ],
      nbHits: 1,
      page: 0,
      nbPages: 1,
      hitsPerPage: request.hitsPerPage ?? 20,
      processingTimeMS: 1,
      query: request.query ?? '',
      params: '',
      index: request.indexName,
      queryID: '0123456789abcdef0123456789abcdef',
    })),
  };
}

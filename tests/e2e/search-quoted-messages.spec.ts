import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { openSearch } from './search-helpers';
import { MAX_QUERY_LENGTH } from '../../src/search/constants';
import { unpack, type CompactIndex } from '../../src/search/records/compact';
import { quotedMessages, type QuotedMessageEntry } from '../../src/version-facts/messages';
import { howPackagePrints } from '../../scripts/lib/version-facts/message-source.mjs';

// Readers paste the message their app printed. Every message a page quotes, pasted into the modal,
// puts a section that quotes it among the first three hits: over the built index, so that a new
// message or a reworded section is checked the day it lands.
const records = unpack(
  JSON.parse(
    readFileSync(path.join(process.env.E2E_BUILD_DIR ?? 'build', 'search-index.json'), 'utf8'),
  ) as CompactIndex,
);

/** Values a reader's message has where the quoted text has a placeholder. */
const SAMPLE: Record<string, string> = {
  jsVersion: '4.1.0',
  cppVersion: '4.0.2',
  babelVersion: '0.5.1',
  name: 'onEnd',
  runtime: 'UI',
  label: 'function `onEnd`',
  // A path and a version, as the message prints them.
  key: 'opacity',
  Property: 'Property',
  properties: 'opacity',
  component: 'MotiView',
  id: 'card',
  hookName: 'useMotiPressable',
  PackageName: 'moti',
  reanimatedVersion: '4.8.0',
  workletsVersion: '0.13.0',
  reactNativeVersion: '0.84.0',
  minimalVersion: '78',
  jsRuntime: 'JSC',
  details: ', damping must be grater than zero but got 0',
  displayName: 'AnimatedComponent(View)',
  constructorName: 'Date',
  props: '"style: 6 re-renders"',
  type: 'boolean',
  first: 'card',
  second: 'undefined',
};

/**
 * What a terminal or LogBox puts in front of a message: Metro's log levels (`WARN  `, `ERROR  `),
 * and a red screen's `Error: `.
 */
const LOG_PREFIXES = ['', 'Error: ', 'WARN  ', 'ERROR  '];

/**
 * The message as a red screen or a log shows it: as is, after `Error: ` (Reanimated 4 and Worklets
 * throw a plain Error) and, for Reanimated's messages, after `ReanimatedError: ` (Reanimated 3's
 * error class, src/errors.ts). Not that last form for a message the package prefixes onto a check's
 * plain `message` string (4.8.0's assertWorkletsVersion throws `new Error('[Reanimated] ' + …)`).
 */
const pastes = ({ package: name, text }: QuotedMessageEntry) => {
  const message = text.replace(/\{(\w+)\}/g, (_, key: string) => SAMPLE[key] ?? key);
  const reanimatedError = message.startsWith('[Reanimated]') && howPackagePrints(name, text) !== 'caller';
  const prefixes = [...LOG_PREFIXES, ...(reanimatedError ? ['ReanimatedError: '] : [])];
  // DocSearch's input takes the first MAX_QUERY_LENGTH characters of what is pasted.
  return prefixes.map((prefix) => (prefix + message).slice(0, MAX_QUERY_LENGTH));
};

/**
 * The sections whose text holds the message (its longest run between placeholders, so that a message
 * opening with one, `[{hookName}] …`, is not matched by every bracket), as paths with anchors.
 */
const quotingSections = (text: string) => {
  const [run] = text.split(/\{\w+\}/).sort((a, b) => b.length - a.length);
  return [
    ...new Set(
      records
        .filter((record) => record.content?.includes(run))
        .map((record) => new URL(record.url).pathname + new URL(record.url).hash),
    ),
  ];
};

// The messages the pages quote (<QuotedMessage id="…" />).
const docs = path.resolve(__dirname, '../../docs');
const quotedIds = new Set(
  readdirSync(docs, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.mdx'))
    .flatMap((file) => [...readFileSync(path.join(docs, file), 'utf8').matchAll(/<QuotedMessage\s+id="([^"]+)"/g)])
    .map(([, id]) => id),
);

/** Pastes each query into the modal; one of the first three hits is one of `sections`. */
async function expectInFirstThree(page: Page, queries: string[], sections: string[]) {
  const input = await openSearch(page);
  const links = page.locator('.DocSearch-Hit a');
  for (const query of queries) {
    // From an empty box, so that the hits read are the ones of this query.
    await input.fill('');
    await expect(links).toHaveCount(0);
    await input.fill(query);
    await expect(links.first()).toBeVisible();
    const firstThree = await links.evaluateAll((anchors) =>
      anchors.slice(0, 3).map((anchor) => {
        const url = new URL((anchor as HTMLAnchorElement).href);
        return url.pathname + url.hash;
      }),
    );
    expect(
      firstThree.some((hit) => sections.includes(hit)),
      `"${query}" → one of ${sections.join(', ')}`,
    ).toBe(true);
  }
}

for (const [id, entry] of Object.entries<QuotedMessageEntry>(quotedMessages).filter(([id]) => quotedIds.has(id))) {
  test(`the message ${id}, pasted, puts a section that quotes it in the top 3`, async ({ page }) => {
    const sections = quotingSections(entry.text);
    expect(sections, 'no record of the built index holds the message').not.toEqual([]);
    await expectInFirstThree(page, pastes(entry), sections);
  });
}

// The React, React Native, Metro and webpack messages that Moti users paste in the trackers, which a
// page explains (src/data/message-census.json): the section the census names is in the top 3.
const census = JSON.parse(readFileSync(path.resolve(__dirname, '../../src/data/message-census.json'), 'utf8')) as {
  pasted: { text: string; decision: string; page?: string; anchor?: string }[];
};
for (const { text, page: route, anchor } of census.pasted.filter((entry) => entry.decision === 'explained')) {
  test(`the pasted message "${text.slice(0, 40)}" puts ${route}#${anchor} in the top 3`, async ({ page }) => {
    const queries = LOG_PREFIXES.map((prefix) => (prefix + text).slice(0, MAX_QUERY_LENGTH));
    await expectInFirstThree(page, queries, [`${route}#${anchor}`]);
  });
}

import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { normalizeText, readCensus } from '../../scripts/lib/message-census/census.mjs';
import { readTriage } from '../../scripts/lib/message-census/triage-file.mjs';
import { DECISIONS } from '../../scripts/lib/message-census/triage-rules.mjs';
import { quotedMessages, type QuotedMessageId } from '../../src/version-facts/messages';
import { pageFile, readSections } from './lib/doc-sections';

// Every error and warning text the installed packages can print has a decision in
// src/data/message-census.json, and a text the file calls explained is quoted, through
// <QuotedMessage>, in the section it names. A package update that brings a new text fails here
// until someone triages it (`node scripts/message-census.mjs --write` adds it as untriaged).
const docs = path.resolve(__dirname, '../../docs');
type CensusEntry = { id: string; package: string; where: string[] };
type Decided = { decision: string; page?: string; anchor?: string };
type TriagedText = Decided & { id: string; where: string };
type PastedMessage = Decided & { text: string; issues: string[] };
type Explained<Entry> = Entry & { page: string; anchor: string };

const census = readCensus() as CensusEntry[];
const triage = readTriage() as { texts: TriagedText[]; pasted: PastedMessage[] };
const explained = <Entry extends Decided>(entries: Entry[]) =>
  entries.filter((entry): entry is Explained<Entry> => entry.decision === 'explained');
const triaged = new Map(triage.texts.map((entry) => [entry.id, entry]));

/** A quoted text as the census compares it: placeholders `{}`, no closing period. */
const comparable = (text: string) => normalizeText(text).replace(/\.$/, '');
const PREFIX = /^\[(?:Reanimated|Worklets)\] /;
/**
 * Whether a quote shows the printed text. A check's result is written without the prefix that its
 * caller prints in front of it (scripts/validate-worklets-version.js), so a quote may add one.
 */
const quotes = (quote: string, printed: string) =>
  printed.startsWith(quote) || (!PREFIX.test(printed) && printed.startsWith(quote.replace(PREFIX, '')));

/** The section `page#anchor` as written, or an explanation of why there is none. */
function section(page: string, anchor: string): string | Error {
  const file = pageFile(docs, page);
  if (!file) return new Error(`no page ${page} under docs/`);
  return readSections(file).get(anchor) ?? new Error(`${page} has no section #${anchor}`);
}

describe('the census of printed messages', () => {
  it('reads texts from every package', () => {
    const packages = new Set(census.map((entry) => entry.package));
    expect([...packages].sort()).toEqual([
      'moti',
      'react-native-reanimated',
      'react-native-reanimated-3',
      'react-native-worklets',
    ]);
  });

  it('has a decision for every text the installed packages print', () => {
    const missing = census
      .filter((entry) => (triaged.get(entry.id)?.decision ?? 'untriaged') === 'untriaged')
      .map((entry) => `${entry.id} (${entry.where[0]})`);
    expect(missing, 'triage these in src/data/message-census.json').toEqual([]);
  });

  it('names only texts the packages still print, each with a known decision', () => {
    const printed = new Set(census.map((entry) => entry.id));
    expect(triage.texts.filter((entry) => !printed.has(entry.id)).map((entry) => entry.id)).toEqual([]);
    const entries = [...triage.texts, ...triage.pasted];
    expect(entries.filter((entry) => !Object.hasOwn(DECISIONS, entry.decision)).map((entry) => entry.decision)).toEqual(
      [],
    );
  });

  it.each(explained(triage.texts))('explained: $id is quoted in $page#$anchor', ({ id, page, anchor }) => {
    const text = section(page, anchor);
    if (text instanceof Error) throw text;
    const printed = comparable(id.slice(id.indexOf(' ') + 1));
    const ids = [...text.matchAll(/<QuotedMessage\s+id="([^"]+)"/g)].map(([, quote]) => quote as QuotedMessageId);
    expect(
      ids.some((quote) => quotes(comparable(quotedMessages[quote].text), printed)),
      `${page}#${anchor} quotes ${ids.join(', ') || 'nothing'}, none of which is this text`,
    ).toBe(true);
  });

  it.each(explained(triage.pasted))('pasted: "$text" is on $page#$anchor', ({ text, page, anchor }) => {
    const found = section(page, anchor);
    if (found instanceof Error) throw found;
    expect(found.replace(/\s+/g, ' ')).toContain(text);
  });

  it('cites a tracker thread for every pasted message', () => {
    const bare = triage.pasted.filter(
      (entry) =>
        !entry.issues.every((url) => /^https:\/\/github\.com\/[\w-]+\/[\w.-]+\/issues\/\d+$/.test(url)) ||
        !entry.issues.length,
    );
    expect(bare.map((entry) => entry.text)).toEqual([]);
  });
});

import MiniSearch, { type Query, type SearchResult } from 'minisearch';
import type { SearchRecord } from '../records/types';
import { facetCounts, facetPredicate, type FacetFilters } from './facets';
import { QueryMatcher } from './query';
import { ATTRIBUTES, bitCount, type FieldWords } from './ranking/attributes';
import { unranked, type Ranking } from './ranking/order';
import { QueryRanking } from './ranking/rank';
import { SymptomSections } from './ranking/symptom-section';
import { spellingKey } from '../spelling';
import { indexTerms, memo, partTerms, positions, words } from './text';
import { rankedSections } from './sections';
import { pagesFirst } from './variety';
import { wordIds } from './word-ids';

export type SearchParams = {
  facetFilters?: FacetFilters;
  hitsPerPage?: number;
  page?: number;
  facets?: readonly string[];
  /**
   * Algolia's fallback when too little matches every word: make words optional (here, hits with fewer
   * words stay until enough pages have more, see withMostWords), so that a question or a pasted error
   * still finds its page. On unless 'none', which requires every word.
   */
  removeWordsIfNoResults?: 'none' | 'allOptional';
};

export type EngineHit = { record: SearchRecord; ranking: Ranking };

export type EngineResult = {
  hits: EngineHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  /** The compiled query, for highlighting the hits. */
  matcher: QueryMatcher;
  facets?: Record<string, Record<string, number>>;
};

type Document = { id: number; record: SearchRecord };

function fieldText(record: SearchRecord, field: string): string | undefined {
  if (field === 'content') return record.content ?? undefined;
  if (field === 'identifiers') return record.identifiers?.join(' ');
  if (field === 'parts') {
    const { lvl1, lvl2, lvl3, lvl4, lvl5, lvl6 } = record.hierarchy;
    return [lvl1, lvl2, lvl3, lvl4, lvl5, lvl6].filter(Boolean).join(' ');
  }
  return record.hierarchy[field as keyof SearchRecord['hierarchy']] ?? undefined;
}

// Words as the index holds them: one key for a word's British and American spellings.
const keys = (split: (text: string) => string[]) => (text: string) => split(text).map(spellingKey);

// Headings repeat in every record below them: each distinct text is split once.
const headingTerms = memo(keys(indexTerms));
const headingParts = memo(keys(partTerms));
const tokensOf = memo(keys(positions));
const partsOf = memo(keys(partTerms));
const tokenIdsOf = memo((text: string) => wordIds(tokensOf(text)));
const partIdsOf = memo((text: string) => wordIds(partsOf(text)));
const contentTerms = keys((text: string) => [...indexTerms(text), ...partTerms(text)]);
const countOf = memo((text: string) => words(text).length);

function tokenize(text: string, field?: string): string[] {
  if (field === 'parts') return headingParts(text);
  if (field === 'content') return contentTerms(text);
  return headingTerms(text);
}

/** A record's attributes as words, in the order of ATTRIBUTES. */
function wordsOf(record: SearchRecord) {
  const texts = ATTRIBUTES.map((field) => fieldText(record, field) ?? '');
  return {
    tokens: texts.map((text, i) => (ATTRIBUTES[i] === 'parts' ? partsOf(text) : tokensOf(text))),
    ids: texts.map((text, i) => (ATTRIBUTES[i] === 'parts' ? partIdsOf(text) : tokenIdsOf(text))),
    counts: texts.map((text, i) => (ATTRIBUTES[i] === 'parts' ? partsOf(text).length : countOf(text))),
  };
}

/** The share of the pages from which a query word is common: it counts after the other words found. */
const COMMON_SHARE = 0.5;

/**
 * Each record's page as a number (`of`, by record id) and how many pages there are: per-query tallies by
 * page are arrays indexed by it, not maps keyed by the page's address.
 */
type Pages = { of: Int32Array; count: number };
const pagesCache = new WeakMap<SearchRecord[], Pages>();
function pagesOf(records: SearchRecord[]): Pages {
  let pages = pagesCache.get(records);
  if (!pages) {
    const numbers = new Map<string, number>();
    const of = Int32Array.from(records, (record) => {
      let page = numbers.get(record.url_without_anchor);
      if (page === undefined) numbers.set(record.url_without_anchor, (page = numbers.size));
      return page;
    });
    pages = { of, count: numbers.size };
    pagesCache.set(records, pages);
  }
  return pages;
}

/** More than any count of query words: a phrase's length weighs before the words found (Ranking.phrase). */
const PHRASE_TIER = 1000;

/** Pages enough to fill the first rows of the modal: the answers to a question are looked for there. */
const ENOUGH_PAGES = 3;

/**
 * The results with the most query words, down to the count that ENOUGH_PAGES pages reach (Algolia's
 * `removeWordsIfNoResults`, by how many words a hit has rather than by which): a reader's question or
 * pasted error finds the pages that share most of its words, and a hit with fewer words is left out
 * once enough pages have more. Words on at least COMMON_SHARE of the pages (`moti`, `animation`) do not
 * count here, unless the query has no other (see Ranking.common). No word is dropped for being common
 * or kept for being rare: a word in few sections (`usage`, `mode`) never decides alone which hits stay.
 * With the results, the query words each holds and the common words, as bits.
 */
function withMostWords(
  results: SearchResult[],
  matcher: QueryMatcher,
  records: SearchRecord[],
): { kept: SearchResult[]; found: number[]; common: number } {
  const found = results.map((result) => matcher.found(result.terms));
  // One pass: the words each page has, as bits.
  const { of: pageOf, count: allPages } = pagesOf(records);
  const pageWords = new Array<number>(allPages).fill(0);
  results.forEach((result, r) => (pageWords[pageOf[result.id]] |= found[r]));
  let common = 0;
  matcher.words.forEach((_, i) => {
    let pages = 0;
    for (const bits of pageWords) if (bits & (1 << i)) pages += 1;
    if (pages >= COMMON_SHARE * allPages) common |= 1 << i;
  });
  // Words that say what kind of question it is (WEAK_WORDS) weigh like words on most pages.
  matcher.words.forEach((word, i) => {
    if (word.weak) common |= 1 << i;
  });
  if (common === (1 << matcher.words.length) - 1) common = 0;
  const counts = found.map((bits) => bitCount(bits & ~common));
  // The most words a record of each page has: a page has a record with `least` words when its most
  // reaches it, so each count tried below reads the pages, not every result again.
  const pageMost = new Array<number>(allPages).fill(0);
  results.forEach((result, r) => {
    const page = pageOf[result.id];
    if (counts[r] > pageMost[page]) pageMost[page] = counts[r];
  });
  for (let least = Math.max(0, ...counts); least > 1; least -= 1) {
    let pages = 0;
    for (const most of pageMost) if (most >= least) pages += 1;
    if (pages >= ENOUGH_PAGES) {
      const kept = results.filter((_, r) => counts[r] >= least);
      return { kept, found: found.filter((_, r) => counts[r] >= least), common };
    }
  }
  return { kept: results, found, common };
}

/** The results of a search that required every word, in the shape of withMostWords. */
function withEveryWord(results: SearchResult[], matcher: QueryMatcher) {
  return { kept: results, found: results.map((result) => matcher.found(result.terms)), common: 0 };
}

/** The offline search engine: MiniSearch finds the records, Algolia-like ranking rules order them. */
export class SearchEngine {
  private readonly index: MiniSearch<Document>;
  /** Every word indexed, to tell a word of the docs from a typo. */
  private readonly terms = new Set<string>();
  /** Each record's attributes as words, by id: split on first use and kept. */
  private readonly split: (ReturnType<typeof wordsOf> | undefined)[];
  private readonly fieldWords: FieldWords = {
    tokens: (id, attribute) => (this.split[id] ??= wordsOf(this.records[id])).tokens[attribute],
    ids: (id, attribute) => (this.split[id] ??= wordsOf(this.records[id])).ids[attribute],
    count: (id, attribute) => (this.split[id] ??= wordsOf(this.records[id])).counts[attribute],
  };
  /** The sections that answer symptoms, from the pages' roles. */
  private readonly symptoms: SymptomSections;
  /** The records each set of facet filters accepts (1) or not, by id: the modal sends the same every time. */
  private readonly accepted = new Map<string, Uint8Array>();

  constructor(
    private readonly records: SearchRecord[],
    { indexNow = true }: { indexNow?: boolean } = {},
  ) {
    this.split = new Array(records.length);
    this.symptoms = new SymptomSections(records);
    this.index = new MiniSearch<Document>({
      fields: [...ATTRIBUTES],
      extractField: (document, field) => (field === 'id' ? document.id : fieldText(document.record, field)),
      tokenize: (text, field) => {
        const terms = tokenize(text, field);
        for (const term of terms) this.terms.add(term);
        return terms;
      },
      processTerm: (term) => term,
      searchOptions: { tokenize: words, processTerm: (term) => term },
    });
    if (indexNow) this.index.addAll(this.documents());
  }

  /**
   * The engine, indexed in chunks of `chunkSize` records with a pause between them, so that a browser
   * building it (on the first search) keeps answering input: no one long task blocks the page.
   */
  static async inSteps(records: SearchRecord[], chunkSize = 100): Promise<SearchEngine> {
    const engine = new SearchEngine(records, { indexNow: false });
    await engine.index.addAllAsync(engine.documents(), { chunkSize });
    return engine;
  }

  /**
   * The text a page or heading record opens its section with (its first paragraph), for a snippet
   * under a hit that matched a title: headings carry no text of their own.
   */
  leadOf(record: SearchRecord): string | null {
    if (record.content !== null) return record.content;
    this.leads ??= new Map(
      this.records.flatMap((candidate, i) => {
        const next = this.records[i + 1];
        // The same section: a tab's query makes the first paragraph's address differ from its heading's.
        return candidate.content === null &&
          next?.content != null &&
          next.anchor === candidate.anchor &&
          next.url_without_anchor === candidate.url_without_anchor
          ? [[candidate, next.content] as const]
          : [];
      }),
    );
    return this.leads.get(record) ?? null;
  }

  private leads: Map<SearchRecord, string> | undefined;

  private documents(): Document[] {
    return this.records.map((record, id) => ({ id, record }));
  }

  search(query: string, params: SearchParams = {}): EngineResult {
    const hitsPerPage = params.hitsPerPage ?? 20;
    const page = params.page ?? 0;
    const accepted = this.acceptedBy(params.facetFilters);
    const matcher = new QueryMatcher(query, (term) => this.terms.has(term));
    // A query of stop words only ("how do I") asks for nothing: no hits, as for unknown words.
    const stopWordsOnly = matcher.words.length === 0 && words(query).length > 0;
    const optional = matcher.words.length > 1 && params.removeWordsIfNoResults !== 'none';
    // Facets are counted over every hit; otherwise only the hits up to the page asked for are ranked.
    const wanted = params.facets?.length ? Infinity : Math.max(0, hitsPerPage) * (page + 1);
    const { hits, nbHits } = stopWordsOnly
      ? { hits: [], nbHits: 0 }
      : matcher.words.length === 0
        ? this.everything(accepted)
        : this.match(matcher, optional, accepted, wanted);
    return {
      hits: hitsPerPage > 0 ? hits.slice(page * hitsPerPage, (page + 1) * hitsPerPage) : [],
      nbHits,
      page,
      nbPages: hitsPerPage > 0 ? Math.ceil(nbHits / hitsPerPage) : 0,
      hitsPerPage,
      matcher,
      ...(params.facets?.length && {
        facets: facetCounts(
          hits.map((hit) => hit.record),
          params.facets,
        ),
      }),
    };
  }

  private acceptedBy(filters: FacetFilters | undefined): Uint8Array {
    const key = JSON.stringify(filters ?? []);
    let accepted = this.accepted.get(key);
    if (!accepted) {
      const accepts = facetPredicate(filters);
      accepted = Uint8Array.from(this.records, (record) => Number(accepts(record)));
      // A few sets of filters come back; any more are one-offs.
      if (this.accepted.size >= 8) this.accepted.clear();
      this.accepted.set(key, accepted);
    }
    return accepted;
  }

  /** An empty query: every section, in the order of the site. */
  private everything(accepted: Uint8Array): { hits: EngineHit[]; nbHits: number } {
    const seen = new Set<string>();
    const sections = this.records.flatMap((record, order) =>
      accepted[order] && !seen.has(record.url) && seen.add(record.url) ? [{ record, ranking: unranked(order) }] : [],
    );
    return { hits: pagesFirst(sections), nbHits: sections.length };
  }

  private match(
    matcher: QueryMatcher,
    optional: boolean,
    accepted: Uint8Array,
    wanted: number,
  ): { hits: EngineHit[]; nbHits: number } {
    // Each query word with its typos (the last one also as a prefix), or a synonym or base form as is.
    const tree = (combineWith: 'AND' | 'OR'): Query => ({
      combineWith,
      queries: matcher.words.map((word) => ({
        combineWith: 'OR',
        queries: [
          { queries: [word.term], prefix: word.last, fuzzy: word.typos || false },
          ...(word.synonyms.length + word.forms.length
            ? [{ queries: [...word.synonyms, ...word.forms], prefix: false, fuzzy: false }]
            : []),
          // A compound term written apart: every part, exactly.
          ...(word.parts.length
            ? [{ combineWith: 'AND' as const, queries: word.parts, prefix: false, fuzzy: false }]
            : []),
        ],
      })),
    });
    const search = (combineWith: 'AND' | 'OR') =>
      this.index.search(tree(combineWith), { filter: (result) => accepted[result.id] === 1 });
    // One search with every word optional, then the words kept as required (each word's fuzzy lookup runs once).
    const { kept, found, common } = optional
      ? withMostWords(search('OR'), matcher, this.records)
      : withEveryWord(search('AND'), matcher);
    // How much each page is about the query: the BM25 scores of its records that match, summed.
    const { of: pageOf, count: pageCount } = pagesOf(this.records);
    const pageScores = new Array<number>(pageCount).fill(0);
    for (const result of kept) pageScores[pageOf[result.id]] += result.score;
    // Ranking.phrase, then Ranking.words and Ranking.common, as compareRankings weighs them first: one
    // number that orders the results the same way (a phrase outweighs any count of words).
    const ranking = new QueryRanking(matcher, this.fieldWords, this.symptoms, common);
    const phrases = found.map((bits, r) => ranking.phrase(kept[r].id as number, bits));
    // A word a record holds only through a typo is not counted (see wordsFound in ranking/word-matches.ts).
    const wordsFound = found.map((bits, r) => {
      const sure = bits & matcher.withoutTypos(kept[r].terms);
      return phrases[r] * PHRASE_TIER + bitCount(sure & ~common) + bitCount(sure & common) / 2;
    });
    // Few records hold a phrase: a loop, not an array per record (this runs for every result).
    const phraseOf = new Map<number, number>();
    kept.forEach((result, r) => phrases[r] && phraseOf.set(result.id as number, phrases[r]));
    return rankedSections(kept, this.records, wordsFound, wanted, (result, record) =>
      ranking.rank(result, record, pageScores[pageOf[result.id]], phraseOf.get(result.id as number) ?? 0),
    );
  }
}

import MiniSearch, { type Query } from 'minisearch';
import type { SearchRecord } from '../records/types';
import { facetCounts, facetPredicate, type FacetFilters } from './facets';
import { QueryMatcher } from './query';
import { ATTRIBUTES, compareRankings, rank, type Attribute, type FieldWords, type Ranking } from './ranking';
import { allowedTypos, indexTerms, memo, partTerms, positions, words } from './text';

export { compareRankings, type Ranking } from './ranking';

export type SearchParams = {
  facetFilters?: FacetFilters;
  hitsPerPage?: number;
  page?: number;
  facets?: readonly string[];
  /** Algolia's fallback when every word is required and nothing matches: make them all optional. */
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
  if (field === 'parts') {
    const { lvl1, lvl2, lvl3, lvl4, lvl5, lvl6 } = record.hierarchy;
    return [lvl1, lvl2, lvl3, lvl4, lvl5, lvl6].filter(Boolean).join(' ');
  }
  return record.hierarchy[field as keyof SearchRecord['hierarchy']] ?? undefined;
}

// Headings repeat in every record below them: each distinct text is split once.
const headingTerms = memo(indexTerms);
const headingParts = memo(partTerms);
const tokensOf = memo(positions);
const partsOf = memo(partTerms);
const countOf = memo((text: string) => words(text).length);

function tokenize(text: string, field?: string): string[] {
  if (field === 'parts') return headingParts(text);
  if (field === 'content') return [...indexTerms(text), ...partTerms(text)];
  return headingTerms(text);
}

// Each record's attributes as words, split on first use and kept.
const recordWords = new WeakMap<SearchRecord, { tokens: string[][]; counts: number[] }>();
const FIELD_INDEX = Object.fromEntries(ATTRIBUTES.map((field, i) => [field, i])) as Record<Attribute, number>;

function wordsOf(record: SearchRecord) {
  let split = recordWords.get(record);
  if (!split) {
    const texts = ATTRIBUTES.map((field) => fieldText(record, field) ?? '');
    split = {
      tokens: texts.map((text, i) => (ATTRIBUTES[i] === 'parts' ? partsOf(text) : tokensOf(text))),
      counts: texts.map((text, i) => (ATTRIBUTES[i] === 'parts' ? partsOf(text).length : countOf(text))),
    };
    recordWords.set(record, split);
  }
  return split;
}

const fieldWords: FieldWords = {
  tokens: (record, field) => wordsOf(record).tokens[FIELD_INDEX[field]],
  count: (record, field) => wordsOf(record).counts[FIELD_INDEX[field]],
};

/** The offline search engine: MiniSearch finds the records, Algolia-like ranking rules order them. */
export class SearchEngine {
  private readonly index: MiniSearch<Document>;

  constructor(
    private readonly records: SearchRecord[],
    { indexNow = true }: { indexNow?: boolean } = {},
  ) {
    this.index = new MiniSearch<Document>({
      fields: [...ATTRIBUTES],
      extractField: (document, field) => (field === 'id' ? document.id : fieldText(document.record, field)),
      tokenize,
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

  private documents(): Document[] {
    return this.records.map((record, id) => ({ id, record }));
  }

  search(query: string, params: SearchParams = {}): EngineResult {
    const hitsPerPage = params.hitsPerPage ?? 20;
    const page = params.page ?? 0;
    const accepts = facetPredicate(params.facetFilters);
    const matcher = new QueryMatcher(query);
    let ranked = this.match(matcher, 'AND', accepts);
    if (ranked.length === 0 && matcher.words.length > 1 && params.removeWordsIfNoResults === 'allOptional') {
      ranked = this.match(matcher, 'OR', accepts);
    }
    // One hit per section: the best of its heading and paragraphs (DocSearch's `distinct` on `url`).
    const seen = new Set<string>();
    const hits = ranked.filter(({ record }) => !seen.has(record.url) && seen.add(record.url));
    return {
      hits: hitsPerPage > 0 ? hits.slice(page * hitsPerPage, (page + 1) * hitsPerPage) : [],
      nbHits: hits.length,
      page,
      nbPages: hitsPerPage > 0 ? Math.ceil(hits.length / hitsPerPage) : 0,
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

  private match(
    matcher: QueryMatcher,
    combineWith: 'AND' | 'OR',
    accepts: (record: SearchRecord) => boolean,
  ): EngineHit[] {
    if (matcher.words.length === 0) {
      const none = {
        words: 0,
        typos: 0,
        proximity: 0,
        attribute: 0,
        exact: 0,
        coverage: 0,
        level: 0,
        position: 0,
        score: 0,
      };
      return this.records.flatMap((record, order) =>
        accepts(record) ? [{ record, ranking: { ...none, order } }] : [],
      );
    }
    // Each query word, or one of its synonyms; the last word also as a prefix, each with its typos.
    const tree: Query = {
      combineWith,
      queries: matcher.words.map((word) => ({
        combineWith: 'OR',
        queries: [word.term, ...word.synonyms],
        prefix: word.last,
        fuzzy: allowedTypos(word.term) || false,
      })),
    };
    return this.index
      .search(tree, { filter: (result) => accepts(this.records[result.id]) })
      .map((result) => {
        const record = this.records[result.id];
        return { record, ranking: rank(result, matcher, record, fieldWords) };
      })
      .sort((a, b) => compareRankings(a.ranking, b.ranking));
  }
}

export type { Attribute };

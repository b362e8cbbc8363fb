import MiniSearch, { type SearchResult } from 'minisearch';
import type { SearchRecord } from '../records/types';
import { facetCounts, facetPredicate, type FacetFilters } from './facets';
import { allowedTypos, indexTerms, matchTerm, partTerms, words, type TermMatch } from './text';

/**
 * Where a query word matched, best first: the page title, then headings from the highest level, then
 * the camel-case parts of titles and headings (`interpolate` in `useMotiPressableInterpolate`), then
 * the sidebar category, then body text.
 */
const ATTRIBUTES = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'parts', 'lvl0', 'content'] as const;
type Attribute = (typeof ATTRIBUTES)[number];
const ATTRIBUTE_RANK = Object.fromEntries(ATTRIBUTES.map((name, rank) => [name, rank])) as Record<Attribute, number>;
const CONTENT_RANK = ATTRIBUTE_RANK.content;

export type SearchParams = {
  facetFilters?: FacetFilters;
  hitsPerPage?: number;
  page?: number;
  facets?: readonly string[];
  /** Algolia's fallback when every word is required and nothing matches: make them all optional. */
  removeWordsIfNoResults?: 'none' | 'allOptional';
};

/** The ranking criteria of one hit, compared in this order, as Algolia's tie-breaking algorithm does. */
export type Ranking = {
  /** Query words found (more is better; less than all only when words were made optional). */
  words: number;
  /** Typos over all query words (fewer is better). */
  typos: number;
  /** Best attribute a word matched in, index in ATTRIBUTES (lower is better). */
  attribute: number;
  /** Query words matched exactly, not as a prefix or with a typo (more is better). */
  exact: number;
  /** 100 for a page, 90 … 50 for headings, 0 for body text (higher is better). */
  level: number;
  /** Order on the page (earlier is better). */
  position: number;
  /** MiniSearch's BM25 score (higher is better), which orders body text matches. */
  score: number;
  /** Order of the record in the site, the last tie-break. */
  order: number;
};

export type EngineHit = { record: SearchRecord; ranking: Ranking };

export type EngineResult = {
  hits: EngineHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  /** The query words the hits were found with, for highlighting. */
  terms: string[];
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

function tokenize(text: string, field?: string): string[] {
  if (field === 'parts') return partTerms(text);
  if (field === 'content') return [...indexTerms(text), ...partTerms(text)];
  return indexTerms(text);
}

function better(a: TermMatch, b: TermMatch): boolean {
  return a.typos < b.typos || (a.typos === b.typos && a.exact && !b.exact);
}

function rank(result: SearchResult, terms: string[], record: SearchRecord): Ranking {
  let wordsFound = 0;
  let typos = 0;
  let exact = 0;
  let attribute: number = ATTRIBUTES.length;
  terms.forEach((term, i) => {
    let best: TermMatch | null = null;
    for (const word of result.terms) {
      const match = matchTerm(term, word, i === terms.length - 1);
      if (!match) continue;
      for (const field of result.match[word]) attribute = Math.min(attribute, ATTRIBUTE_RANK[field as Attribute]);
      if (!best || better(match, best)) best = match;
    }
    if (!best) return;
    wordsFound += 1;
    typos += best.typos;
    if (best.exact) exact += 1;
  });
  return {
    words: wordsFound,
    typos,
    exact,
    attribute,
    level: record.weight.level,
    position: record.weight.position,
    score: result.score,
    order: result.id as number,
  };
}

/** Body text is ordered by relevance score, titles and headings by their place on the page. */
export function compareRankings(a: Ranking, b: Ranking): number {
  const order =
    b.words - a.words ||
    a.typos - b.typos ||
    a.attribute - b.attribute ||
    b.exact - a.exact ||
    b.level - a.level ||
    (a.attribute === CONTENT_RANK ? b.score - a.score || a.position - b.position : a.position - b.position) ||
    b.score - a.score ||
    a.order - b.order;
  return order;
}

/** The offline search engine: MiniSearch finds the records, the ranking above orders them. */
export class SearchEngine {
  private readonly index: MiniSearch<Document>;

  constructor(private readonly records: SearchRecord[]) {
    this.index = new MiniSearch<Document>({
      fields: [...ATTRIBUTES],
      extractField: (document, field) => (field === 'id' ? document.id : fieldText(document.record, field)),
      tokenize,
      processTerm: (term) => term,
      searchOptions: { tokenize: (text) => words(text), processTerm: (term) => term },
    });
    this.index.addAll(records.map((record, id) => ({ id, record })));
  }

  search(query: string, params: SearchParams = {}): EngineResult {
    const hitsPerPage = params.hitsPerPage ?? 20;
    const page = params.page ?? 0;
    const accepts = facetPredicate(params.facetFilters);
    const terms = words(query);
    let ranked = this.match(query, terms, 'AND', accepts);
    if (ranked.length === 0 && terms.length > 1 && params.removeWordsIfNoResults === 'allOptional') {
      ranked = this.match(query, terms, 'OR', accepts);
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
      terms,
      ...(params.facets?.length && {
        facets: facetCounts(
          hits.map((hit) => hit.record),
          params.facets,
        ),
      }),
    };
  }

  private match(
    query: string,
    terms: string[],
    combineWith: 'AND' | 'OR',
    accepts: (record: SearchRecord) => boolean,
  ): EngineHit[] {
    if (terms.length === 0) {
      return this.records.flatMap((record, order) =>
        accepts(record)
          ? [
              {
                record,
                ranking: { words: 0, typos: 0, exact: 0, attribute: 0, level: 0, position: 0, score: 0, order },
              },
            ]
          : [],
      );
    }
    const results = this.index.search(query, {
      combineWith,
      prefix: (_term, i, all) => i === all.length - 1,
      fuzzy: (term) => allowedTypos(term) || false,
      filter: (result) => accepts(this.records[result.id]),
    });
    return results
      .map((result) => {
        const record = this.records[result.id];
        return { record, ranking: rank(result, terms, record) };
      })
      .sort((a, b) => compareRankings(a.ranking, b.ranking));
  }
}

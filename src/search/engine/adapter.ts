import { MAX_QUERY_LENGTH } from '../constants';
import type { SearchRecord } from '../records/types';
import type { SearchEngine, SearchParams } from './engine';
import type { FacetFilters } from './facets';
import { highlight, snippet, type HighlightResult, type SnippetResult } from './highlight';
import type { QueryMatcher } from './query';

/** One query as the modal sends it (`{requests}`) or, with `params`, as algoliasearch-helper does. */
export type SearchRequest = {
  indexName: string;
  query?: string;
  params?: Record<string, unknown>;
  attributesToRetrieve?: string[];
  attributesToSnippet?: string[];
  attributesToHighlight?: string[];
  snippetEllipsisText?: string;
  highlightPreTag?: string;
  highlightPostTag?: string;
  hitsPerPage?: number;
  page?: number;
  facets?: string[] | string;
  facetFilters?: FacetFilters;
  removeWordsIfNoResults?: SearchParams['removeWordsIfNoResults'];
  [parameter: string]: unknown;
};

export type AlgoliaHit = Partial<SearchRecord> & {
  objectID: string;
  _highlightResult: {
    hierarchy: Partial<Record<keyof SearchRecord['hierarchy'], HighlightResult>>;
    content?: HighlightResult;
  };
  _snippetResult: {
    hierarchy?: Partial<Record<keyof SearchRecord['hierarchy'], SnippetResult>>;
    content?: SnippetResult;
  };
};

export type AlgoliaResult = {
  hits: AlgoliaHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  processingTimeMS: number;
  exhaustiveNbHits: true;
  query: string;
  params: string;
  index: string;
  queryID: string;
  facets?: Record<string, Record<string, number>>;
  renderingContent: Record<string, never>;
};

function queryId(): string {
  return Array.from({ length: 32 }, () => Math.floor(Math.random() * 16).toString(16)).join('');
}

/** The value at a path (`['hierarchy', 'lvl1']`) of a record. */
function valueAt(record: SearchRecord, path: readonly string[]): string | null {
  const value = path.reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], record);
  return typeof value === 'string' ? value : null;
}

const copy = <T>(value: T): T =>
  value && typeof value === 'object'
    ? (Object.fromEntries(Object.entries(value).map(([k, v]) => [k, copy(v)])) as T)
    : value;

function retrieve(record: SearchRecord, attributes: readonly string[][] | null): Partial<SearchRecord> {
  if (!attributes) return copy(record);
  const out: Record<string, unknown> = {};
  for (const [head, key] of attributes) {
    const value = (record as unknown as Record<string, unknown>)[head];
    if (value === undefined) continue;
    if (key && value && typeof value === 'object') {
      const parent = (out[head] ??= {}) as Record<string, unknown>;
      parent[key] = (value as Record<string, unknown>)[key];
    } else {
      out[head] = copy(value);
    }
  }
  return out as Partial<SearchRecord>;
}

type Marks = { pre: string; post: string };
const withTags = <T extends { value: string }>(result: T, { pre, post }: Marks): T =>
  pre === '<mark>' && post === '</mark>'
    ? result
    : { ...result, value: result.value.replaceAll('<mark>', pre).replaceAll('</mark>', post) };

/** What a request asks of each hit, read once for all its hits. */
type HitPlan = {
  marks: Marks;
  /** Attribute paths to return, split; null for the whole record. */
  retrieve: string[][] | null;
  snippets: { path: string[]; size: number }[];
  ellipsis: string;
};

function planOf(request: SearchRequest): HitPlan {
  const { attributesToRetrieve: attributes } = request;
  return {
    marks: { pre: request.highlightPreTag ?? '<mark>', post: request.highlightPostTag ?? '</mark>' },
    retrieve: !attributes || attributes.includes('*') ? null : attributes.map((path) => path.split('.')),
    snippets: (request.attributesToSnippet ?? []).map((spec) => {
      const [path, size = '10'] = spec.split(':');
      return { path: path.split('.'), size: Number(size) };
    }),
    ellipsis: request.snippetEllipsisText ?? '…',
  };
}

const headings = new WeakMap<SearchRecord, [string, string][]>();
/** A record's heading levels that have a text, in order: read for every hit of every query. */
function headingsOf(record: SearchRecord): [string, string][] {
  let levels = headings.get(record);
  if (!levels) {
    levels = Object.entries(record.hierarchy).filter((entry): entry is [string, string] => Boolean(entry[1]));
    headings.set(record, levels);
  }
  return levels;
}

/** `lead`: the text that opens a record's section, snippeted under a title or heading hit. */
function toHit(
  record: SearchRecord,
  matcher: QueryMatcher,
  plan: HitPlan,
  lead: (record: SearchRecord) => string | null,
): AlgoliaHit {
  const { marks } = plan;
  // Each level is marked on first read, as the content below: the modal reads only the category
  // (`lvl0`, to group hits) and shows snippets, so most of these are never wanted.
  const hierarchy: AlgoliaHit['_highlightResult']['hierarchy'] = {};
  for (const [level, text] of headingsOf(record)) {
    let marked: HighlightResult | undefined;
    Object.defineProperty(hierarchy, level, {
      enumerable: true,
      get: () => (marked ??= withTags(highlight(text, matcher), marks)),
    });
  }
  // The retrieved copy is fresh: completed in place rather than copied once more.
  const hit = retrieve(record, plan.retrieve) as AlgoliaHit;
  hit.objectID = record.objectID;
  hit._highlightResult = { hierarchy };
  hit._snippetResult = {};
  const { content } = record;
  if (content) {
    // Marked on first read: the modal shows snippets, so the whole text is seldom wanted.
    let marked: HighlightResult | undefined;
    Object.defineProperty(hit._highlightResult, 'content', {
      enumerable: true,
      get: () => (marked ??= withTags(highlight(content, matcher), marks)),
    });
  }
  for (const { path, size } of plan.snippets) {
    const [head, key] = path;
    const text = head === 'content' && path.length === 1 ? lead(record) : valueAt(record, path);
    if (!text) continue;
    const result = withTags(snippet(text, matcher, size, plan.ellipsis), marks);
    if (head === 'hierarchy' && key) {
      hit._snippetResult.hierarchy ??= {};
      hit._snippetResult.hierarchy[key as keyof SearchRecord['hierarchy']] = result;
    } else if (head === 'content') {
      hit._snippetResult.content = result;
    }
  }
  return hit;
}

/** A helper request carries its parameters in `params`; the modal's are flat. */
function flatten(request: SearchRequest): SearchRequest {
  const { params, ...rest } = request;
  return params && typeof params === 'object' ? { ...rest, ...params } : rest;
}

export function answer(engine: SearchEngine, raw: SearchRequest): AlgoliaResult {
  const started = performance.now();
  const request = flatten(raw);
  const query = String(request.query ?? '').slice(0, MAX_QUERY_LENGTH);
  const facets = typeof request.facets === 'string' ? [request.facets] : request.facets;
  const result = engine.search(query, {
    facetFilters: request.facetFilters,
    hitsPerPage: request.hitsPerPage,
    page: request.page,
    facets,
    removeWordsIfNoResults: request.removeWordsIfNoResults,
  });
  const { indexName, ...params } = request;
  const plan = planOf(request);
  return {
    hits: result.hits.map(({ record }) => toHit(record, result.matcher, plan, (r) => engine.leadOf(r))),
    nbHits: result.nbHits,
    page: result.page,
    nbPages: result.nbPages,
    hitsPerPage: result.hitsPerPage,
    processingTimeMS: Math.round(performance.now() - started),
    exhaustiveNbHits: true,
    query,
    params: new URLSearchParams(
      Object.entries(params).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]),
    ).toString(),
    index: indexName,
    queryID: queryId(),
    ...(result.facets && { facets: result.facets }),
    renderingContent: {},
  };
}

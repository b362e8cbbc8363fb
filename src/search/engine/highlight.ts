import { spacedWords, tokensOf, type Piece, type Shape } from './highlight-text';
import { QueryMatcher } from './query';

type MatchLevel = 'none' | 'partial' | 'full';
export type HighlightResult = {
  value: string;
  matchLevel: MatchLevel;
  matchedWords: string[];
  fullyHighlighted?: boolean;
};
export type SnippetResult = { value: string; matchLevel: MatchLevel };

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Page text and queries are text, never markup: escape before adding `<mark>` (the modal renders HTML). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]);
}

type Span = { start: number; end: number };
type Matches = { spans: Span[]; matched: number };

const NO_MATCH: Matches = { spans: [], matched: 0 };

const asMatcher = (query: QueryMatcher | string[]) =>
  Array.isArray(query) ? new QueryMatcher(query.join(' ')) : query;

/** The span to mark in a piece of a token: the typed prefix only for a prefix match, else the piece. */
function pieceSpan({ start, length, key, id, sameLength }: Piece, matcher: QueryMatcher): Matches | null {
  if (matcher.maskOf(id, key) === 0) return null;
  const matches = matcher.matches(key);
  const i = matches.findIndex(Boolean);
  if (i === -1) return null;
  const matched = matches.reduce((bits, match, j) => (match ? bits | (1 << j) : bits), 0);
  const prefix = matches[i]!.prefix && sameLength;
  return { spans: [{ start, end: start + (prefix ? matcher.words[i].term.length : length) }], matched };
}

/** Matches inside one token (a word or a compound such as `Next.js`), offsets from its start. */
function tokenMatches(token: string, { whole, joined, words }: Shape, matcher: QueryMatcher): Matches {
  // Most tokens are one plain word: matched whole, or not at all unless they are camel case.
  if (whole) return pieceSpan(whole, matcher) ?? NO_MATCH;
  // A compound found through its joined form (`nextjs` → `Next.js`) is marked whole.
  if (joined) {
    const compound = pieceSpan(joined, matcher);
    if (compound && compound.spans[0].end === joined.length) {
      return { spans: [{ start: 0, end: token.length }], matched: compound.matched };
    }
  }
  const spans: Span[] = [];
  let matched = 0;
  for (const { word, parts } of words) {
    const whole = pieceSpan(word, matcher);
    const found = whole ? [whole] : parts.flatMap((part) => pieceSpan(part, matcher) ?? []);
    for (const match of found) {
      spans.push(...match.spans);
      matched |= match.matched;
    }
  }
  return spans.length ? { spans, matched } : NO_MATCH;
}

// Per query: each distinct token and each distinct text (headings repeat from hit to hit) is matched
// and marked up once.
const tokenCache = new WeakMap<QueryMatcher, Map<string, Matches>>();
const textCache = new WeakMap<QueryMatcher, Map<string, Matches>>();
const highlightCache = new WeakMap<QueryMatcher, Map<string, HighlightResult>>();
// Per query and snippet size (and ellipsis), then per text.
const snippetCache = new WeakMap<QueryMatcher, Map<string, Map<string, SnippetResult>>>();

function mapOf<T>(cache: WeakMap<QueryMatcher, Map<string, T>>, matcher: QueryMatcher): Map<string, T> {
  let map = cache.get(matcher);
  if (!map) cache.set(matcher, (map = new Map()));
  return map;
}

function cached<T>(cache: WeakMap<QueryMatcher, Map<string, T>>, matcher: QueryMatcher, key: string, compute: () => T) {
  const map = mapOf(cache, matcher);
  let value = map.get(key);
  if (value === undefined) map.set(key, (value = compute()));
  return value;
}

/** Where the query words occur in a text, and which of them do (bit i for query word i). */
function findMatches(text: string, matcher: QueryMatcher): Matches {
  if (matcher.words.length === 0) return NO_MATCH;
  return cached(textCache, matcher, text, () => {
    const { tokens, starts, shapes } = tokensOf(text);
    const known = mapOf(tokenCache, matcher);
    const spans: Span[] = [];
    let matched = 0;
    for (let i = 0; i < tokens.length; i += 1) {
      // Most tokens are a plain word that matches no query word: told by its id, no map by string.
      const { whole } = shapes[i];
      if (whole && matcher.maskOf(whole.id, whole.key) === 0) continue;
      let found = known.get(tokens[i]);
      if (found === undefined) known.set(tokens[i], (found = tokenMatches(tokens[i], shapes[i], matcher)));
      for (const span of found.spans) spans.push({ start: starts[i] + span.start, end: starts[i] + span.end });
      matched |= found.matched;
    }
    return { spans, matched };
  });
}

function render(text: string, spans: Span[], from: number, to: number): string {
  let out = '';
  let cursor = from;
  for (const span of spans) {
    const start = Math.max(span.start, from);
    const end = Math.min(span.end, to);
    if (end <= start || start < cursor) continue;
    out += `${escapeHtml(text.slice(cursor, start))}<mark>${escapeHtml(text.slice(start, end))}</mark>`;
    cursor = end;
  }
  return out + escapeHtml(text.slice(cursor, to));
}

function level(matched: number, matcher: QueryMatcher): MatchLevel {
  if (matched === 0) return 'none';
  return matched === (1 << matcher.words.length) - 1 ? 'full' : 'partial';
}

/** Algolia's `_highlightResult` entry for one attribute (`query`: a compiled query, or its words). */
export function highlight(text: string, query: QueryMatcher | string[]): HighlightResult {
  const matcher = asMatcher(query);
  return cached(highlightCache, matcher, text, () => highlightWith(text, matcher));
}

function highlightWith(text: string, matcher: QueryMatcher): HighlightResult {
  const { spans, matched } = findMatches(text, matcher);
  const markedLength = spans.reduce((sum, span) => sum + span.end - span.start, 0);
  return {
    value: render(text, spans, 0, text.length),
    matchLevel: level(matched, matcher),
    matchedWords: matcher.words.filter((_, i) => matched & (1 << i)).map((word) => word.term),
    ...(matched !== 0 && { fullyHighlighted: markedLength >= text.replace(/\W/g, '').length }),
  };
}

/** Algolia's `_snippetResult` entry: `size` words around the first match, `ellipsis` where text is cut. */
export function snippet(text: string, query: QueryMatcher | string[], size: number, ellipsis = '…'): SnippetResult {
  const matcher = asMatcher(query);
  const sizes = mapOf(snippetCache, matcher);
  const form = `${size}\n${ellipsis}`;
  let texts = sizes.get(form);
  if (!texts) sizes.set(form, (texts = new Map()));
  let value = texts.get(text);
  if (value === undefined) texts.set(text, (value = snippetWith(text, matcher, size, ellipsis)));
  return value;
}

function snippetWith(text: string, matcher: QueryMatcher, size: number, ellipsis: string): SnippetResult {
  const { spans, matched } = findMatches(text, matcher);
  const textWords = spacedWords(text);
  if (textWords.length <= size)
    return { value: render(text, spans, 0, text.length), matchLevel: level(matched, matcher) };
  const first = spans.length ? textWords.findIndex((word) => word.end > spans[0].start) : 0;
  const start = Math.max(0, Math.min(first - Math.floor((size - 1) / 2), textWords.length - size));
  const end = start + size - 1;
  const from = textWords[start].start;
  const to = textWords[end].end;
  const value = `${start > 0 ? ellipsis : ''}${render(text, spans, from, to)}${end < textWords.length - 1 ? ellipsis : ''}`;
  return { value, matchLevel: level(matched, matcher) };
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? entity;
    return String.fromCodePoint(
      name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1)),
    );
  });

/**
 * A highlighted value as text parts, marked or not, for rendering without HTML: safe whether the
 * value was escaped (offline) or is raw record text around `<mark>` (hosted Algolia).
 */
export function highlightParts(value: string): { text: string; marked: boolean }[] {
  return value.split(/(<\/?mark>)/).reduce<{ parts: { text: string; marked: boolean }[]; marked: boolean }>(
    (state, piece) => {
      if (piece === '<mark>' || piece === '</mark>') return { ...state, marked: piece === '<mark>' };
      if (piece) state.parts.push({ text: decode(piece), marked: state.marked });
      return state;
    },
    { parts: [], marked: false },
  ).parts;
}

import { camelParts, matchTerm, normalize } from './text';

export type MatchLevel = 'none' | 'partial' | 'full';
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

const TOKEN = /[\p{L}\p{N}]+(?:[._/-][\p{L}\p{N}]+)*/gu;
const WORD = /[\p{L}\p{N}]+/gu;
const CAMEL_PART = /\p{Lu}+(?=\p{Lu}\p{Ll})|\p{Lu}?\p{Ll}+|\p{Lu}+|\p{N}+/gu;

/** The span to mark for a word at `start`: the typed prefix only for a prefix match, else the word. */
function wordSpan(word: string, start: number, terms: string[], matched: Set<string>): Span | null {
  const normal = normalize(word);
  for (let i = 0; i < terms.length; i += 1) {
    const match = matchTerm(terms[i], normal, i === terms.length - 1);
    if (!match) continue;
    matched.add(terms[i]);
    const length = match.prefix && normal.length === word.length ? terms[i].length : word.length;
    return { start, end: start + length };
  }
  return null;
}

/** Where the query words occur in a text, and which of them do. */
export function findMatches(text: string, terms: string[]): { spans: Span[]; matched: Set<string> } {
  const spans: Span[] = [];
  const matched = new Set<string>();
  if (terms.length === 0) return { spans, matched };
  for (const token of text.matchAll(TOKEN)) {
    const tokenStart = token.index;
    // A compound found through its joined form (`nextjs` → `Next.js`) is marked whole.
    if (/[._/-]/.test(token[0])) {
      const joined = normalize(token[0].replace(/[^\p{L}\p{N}]/gu, ''));
      const compound = wordSpan(joined, 0, terms, matched);
      if (compound && compound.end === joined.length) {
        spans.push({ start: tokenStart, end: tokenStart + token[0].length });
        continue;
      }
    }
    for (const word of token[0].matchAll(WORD)) {
      const start = tokenStart + word.index;
      const whole = wordSpan(word[0], start, terms, matched);
      if (whole) {
        spans.push(whole);
        continue;
      }
      if (camelParts(word[0]).length === 0) continue;
      for (const part of word[0].matchAll(CAMEL_PART)) {
        const span = wordSpan(part[0], start + part.index, terms, matched);
        if (span) spans.push(span);
      }
    }
  }
  return { spans, matched };
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

function level(matched: Set<string>, terms: string[]): MatchLevel {
  if (matched.size === 0) return 'none';
  return terms.every((term) => matched.has(term)) ? 'full' : 'partial';
}

/** Algolia's `_highlightResult` entry for one attribute. */
export function highlight(text: string, terms: string[]): HighlightResult {
  const { spans, matched } = findMatches(text, terms);
  const markedLength = spans.reduce((sum, span) => sum + span.end - span.start, 0);
  return {
    value: render(text, spans, 0, text.length),
    matchLevel: level(matched, terms),
    matchedWords: terms.filter((term) => matched.has(term)),
    ...(matched.size > 0 && { fullyHighlighted: markedLength >= text.replace(/\W/g, '').length }),
  };
}

/** Algolia's `_snippetResult` entry: `size` words around the first match, `ellipsis` where text is cut. */
export function snippet(text: string, terms: string[], size: number, ellipsis = '…'): SnippetResult {
  const { spans, matched } = findMatches(text, terms);
  const textWords = [...text.matchAll(/\S+/g)];
  if (textWords.length <= size)
    return { value: render(text, spans, 0, text.length), matchLevel: level(matched, terms) };
  const first = spans.length ? textWords.findIndex((word) => word.index + word[0].length > spans[0].start) : 0;
  const start = Math.max(0, Math.min(first - Math.floor((size - 1) / 2), textWords.length - size));
  const end = start + size - 1;
  const from = textWords[start].index;
  const to = textWords[end].index + textWords[end][0].length;
  const value = `${start > 0 ? ellipsis : ''}${render(text, spans, from, to)}${end < textWords.length - 1 ? ellipsis : ''}`;
  return { value, matchLevel: level(matched, terms) };
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

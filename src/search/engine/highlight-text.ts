// A text as highlighting sees it, whatever the query: split and keyed once, for every query.
import { spellingKey } from '../spelling';
import { CAMEL_PART, memo, normalize, WORD } from './text';
import { wordId } from './word-ids';

/**
 * A word of a token, or a camel-case part of one, with its key as the index holds it and whether
 * normalizing kept its length (a prefix is marked by the length typed only then). `id`: the key's wordId.
 */
export type Piece = { start: number; length: number; key: string; id: number; sameLength: boolean };

/**
 * What a token is: one plain word (`whole`), or else a compound with its joined form (`nextjs` for
 * `Next.js`), and its words, each with its camel-case parts.
 */
export type Shape = {
  whole: Piece | null;
  joined: Piece | null;
  words: { word: Piece; parts: Piece[] }[];
};

const TOKEN = /[\p{L}\p{N}]+(?:[._/-][\p{L}\p{N}]+)*/gu;
const SEPARATOR = /[._/-]/;
const INNER_CAPITAL = /^.+\p{Lu}/u;

function piece(text: string, start: number): Piece {
  const normal = normalize(text);
  const key = spellingKey(normal);
  return { start, length: text.length, key, id: wordId(key), sameLength: normal.length === text.length };
}

const shapeOf = memo((token: string): Shape => {
  const compound = SEPARATOR.test(token);
  if (!compound && !INNER_CAPITAL.test(token)) return { whole: piece(token, 0), joined: null, words: [] };
  return {
    whole: null,
    joined: compound ? piece(token.replace(/[^\p{L}\p{N}]/gu, ''), 0) : null,
    words: [...token.matchAll(WORD)].map((word) => ({
      word: piece(word[0], word.index),
      parts: /\p{Lu}/u.test(word[0].slice(1))
        ? [...word[0].matchAll(CAMEL_PART)].map((part) => piece(part[0], word.index + part.index))
        : [],
    })),
  };
});

/** A text's tokens (words, or compounds such as `Next.js`), where each starts, and its shape. */
export const tokensOf = memo((text: string) => {
  const tokens: string[] = [];
  const starts: number[] = [];
  const shapes: Shape[] = [];
  for (const token of text.matchAll(TOKEN)) {
    tokens.push(token[0]);
    starts.push(token.index);
    shapes.push(shapeOf(token[0]));
  }
  return { tokens, starts, shapes };
});

/** Where each word between spaces starts and ends, for cutting snippets. */
export const spacedWords = memo((text: string) =>
  [...text.matchAll(/\S+/g)].map((word) => ({ start: word.index, end: word.index + word[0].length })),
);

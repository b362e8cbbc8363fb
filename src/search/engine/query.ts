import { spellingKey } from '../spelling';
import {
  EXAMPLE_WORDS,
  baseForms,
  LOG_LEVEL,
  NEGATED_CONTRACTION,
  PHRASES,
  relatedForms,
  STOP_WORDS,
  SYMPTOM_WORDS,
  SYNONYMS_OF,
  WEAK_WORDS,
} from '../vocabulary';
import { allowedTypos, editDistance, queryTerms, spelledOut, words as wordsOf } from './text';
import { newOwner, WordTable } from './word-ids';

/** QueryMatcher.mask by word id, for every query (see WordTable). */
const MASKS_BY_ID = new WordTable();

/**
 * One word of a query: the last one is still being typed, unless a space or punctuation follows it, so
 * it also matches as a prefix. `synonyms` count as the word itself; its base forms (`animating` →
 * `animate`) and their synonyms count as one typo, as `renders` → `render` already does: a record
 * with the very word the reader typed comes first.
 */
export type QueryWord = {
  term: string;
  synonyms: string[];
  forms: string[];
  last: boolean;
  typos: number;
  /**
   * The words a compound or camel-case term is made of (`next`, `js` for `Next.js`): a record that has
   * them all holds the term written apart. Empty for a plain word.
   */
  parts: string[];
  /**
   * A word of WEAK_WORDS, as typed or by a base form, or a version among enough other words (see
   * VALUE_AMONG): it weighs like a word on most pages.
   */
  weak: boolean;
  /** A version among enough other words (VALUE_AMONG): the reader's own value, no word of a phrase (QuotedRun). */
  value: boolean;
  /**
   * Where the word stands among the query's words as typed (stop words aside), each place it was
   * typed: a word typed twice is one word, but a pasted message is matched as a phrase in its order.
   */
  positions: number[];
};

type Term = { term: string; parts: string[]; punctuated?: boolean };

/** The terms of a query with each phrase of the synonyms file (an input of several words) made one term. */
function joinPhrases(terms: Term[]): Term[] {
  const out: Term[] = [];
  for (let i = 0; i < terms.length; i += 1) {
    const phrase = PHRASES.find((words) => words.every((word, j) => terms[i + j]?.term === word));
    out.push(phrase ? { term: phrase.join(' '), parts: [] } : terms[i]);
    if (phrase) i += phrase.length - 1;
  }
  return out;
}

/**
 * Words joined by punctuation that the docs never write joined (`memory/performance`,
 * `fade-in`) are separate words, as the reader meant them; a joined name the index holds
 * (`Next.js`, `moti/interactions`, `expo-linear-gradient`) stays one term, and so does a version. Camel case is never split
 * here: an unknown camel-case name is more likely a typo of a known one.
 */
function apart(term: Term, known?: (term: string) => boolean): Term[] {
  if (!known || !term.punctuated || known(spellingKey(term.term))) return [term];
  // A version (`2.3.0`, `0.79`) is one term; so is anything with a part the docs never use.
  const words = term.parts.every((part) => /\p{L}/u.test(part) && known(spellingKey(part)));
  return words ? term.parts.map((part) => ({ term: part, parts: [] })) : [term];
}

/** A version as typed (`0.14.0`, `4.8.x`, `0.79`): numbers joined by punctuation, later ones maybe `x`. */
const isVersion = ({ parts, punctuated }: Term) =>
  Boolean(punctuated) && /^\d+$/.test(parts[0]) && parts.every((part) => /^(?:\d+|x)$/.test(part));

/**
 * The other words a query needs for a version in it to be the reader's own value, as in a pasted
 * message (`Please install Worklets 0.14.0 or newer`): the page that explains the message quotes it
 * with a placeholder or another version, so a page that names the same version is no better an answer.
 * With fewer (`React Native 0.79`), the version is what the reader asks about.
 */
const VALUE_AMONG = 3;

/** Whether a typed word, or a base form of it (`examples` → `example`), is one of `words`. */
const isOrComesFrom = (typed: string, words: ReadonlySet<string>) =>
  words.has(typed) || baseForms(typed).some((form) => words.has(form));

/**
 * The words of a query that search for something: stop words are left out, unless the query is one
 * word, which may be the start of a longer one (`m` on the way to `moti`). A word the docs use as it
 * is typed or in another form (`known`) is taken as meant, without typos: in a question, `listed`
 * finding `lists` and `tested` is noise, and `integration` (the docs say `integrations`) is not
 * `interaction`, while `useAnimaitonState`, no word of the docs, still finds its page.
 */
export function parseQuery(query: string, known?: (term: string) => boolean): QueryWord[] {
  const all = joinPhrases(queryTerms(query.replace(LOG_LEVEL, '') || query)).flatMap((term) => apart(term, known));
  const searched = all.length > 1 ? all.filter(({ term }) => !STOP_WORDS.has(term)) : all;
  // A word typed twice ("[Reanimated] Reanimated 4 supports…") is one word: found once, looked up once.
  // It is still the word being typed when it comes last. A query that ends in a space or punctuation
  // ("…in moti?", a pasted message's full stop) has no word being typed: its last word is complete.
  const lastTyped = /[\p{L}\p{N}]$/u.test(query) ? searched.at(-1)?.term : undefined;
  const terms = searched.filter((word, i) => searched.findIndex(({ term }) => term === word.term) === i);
  const positionsOf = (typed: string) => searched.flatMap(({ term }, at) => (term === typed ? [at] : []));
  const values = terms.length - terms.filter(isVersion).length >= VALUE_AMONG;
  return terms.map((typedTerm) => {
    const { term: typed, parts } = typedTerm;
    const value = values && isVersion(typedTerm);
    // Other forms come from the word as typed (`installed` → `install`), then every word takes its
    // spelling key, as the index's words did (`colours` → `colors`).
    const keys = (words: readonly string[]) => [...new Set(words.map(spellingKey))];
    const term = spellingKey(typed);
    const synonyms = keys(SYNONYMS_OF.get(typed) ?? []);
    const related = keys(relatedForms(typed)).filter((form) => !known || known(form));
    const forms = new Set([...related, ...keys(baseForms(typed).flatMap((form) => SYNONYMS_OF.get(form) ?? []))]);
    for (const word of [term, ...synonyms]) forms.delete(word);
    return {
      term,
      synonyms: synonyms.filter((word) => word !== term),
      forms: [...forms],
      last: typed === lastTyped,
      // A phrase of the synonyms file is matched through its synonyms only.
      // So does a compound whose every part is a word of the docs (`ReanimatedError`): its parts find it.
      typos:
        known?.(term) ||
        (known && related.length > 0) ||
        term.includes(' ') ||
        (known && parts.length > 0 && parts.every((part) => known(spellingKey(part))))
          ? 0
          : allowedTypos(term),
      parts: keys(parts),
      weak: isOrComesFrom(typed, WEAK_WORDS) || value,
      value,
      positions: positionsOf(typed),
    };
  });
}

/**
 * How a word of a record matches a query word. Lower `quality` is better: exact, then prefix, then
 * another form of the word, then typos. `part` is set when the record word is one part of a compound
 * query term; the term counts as found only where all its parts are (see QueryMatcher.found).
 */
export type WordMatch = { typos: number; exact: boolean; prefix: boolean; quality: number; part?: number };

const EXACT: WordMatch = { typos: 0, exact: true, prefix: false, quality: 0 };
const PREFIX: WordMatch = { typos: 0, exact: false, prefix: true, quality: 1 };
const BASE_FORM: WordMatch = { typos: 1, exact: false, prefix: false, quality: 1.5 };
/** A match's quality (WordMatch) is a typo's, not that of an exact word, a prefix, another form or a part. */
export const isTypoQuality = (quality: number): boolean => quality > BASE_FORM.quality;

/** The quality of a compound term found through all its parts, written apart: as good as another form. */
export const PARTS_QUALITY = BASE_FORM.quality;

/** Matches a query word against a record word: exactly (or a synonym), as a typed prefix, or within the typos allowed. */
function matchWord(word: QueryWord, candidate: string): WordMatch | null {
  if (candidate === word.term || word.synonyms.includes(candidate)) return EXACT;
  if (word.last && candidate.startsWith(word.term)) return PREFIX;
  if (word.forms.includes(candidate)) return BASE_FORM;
  const part = word.parts.indexOf(candidate);
  if (part !== -1) return { typos: 0, exact: false, prefix: false, quality: PARTS_QUALITY, part };
  const max = word.typos;
  if (max === 0) return null;
  const typos = editDistance(word.term, candidate, max);
  return typos <= max ? { typos, exact: false, prefix: false, quality: 1 + typos } : null;
}

/**
 * The query, compiled for matching many record words: each distinct word is matched once. `matches`
 * gives, for a normalized record word, its match against each query word (null where none).
 */
export class QueryMatcher {
  readonly words: QueryWord[];
  /**
   * The query reports something wrong (a word of SYMPTOM_WORDS as typed, or a negated contraction):
   * troubleshooting answers it.
   */
  readonly symptom: boolean;
  /** The query asks for code to copy (a word of EXAMPLE_WORDS, as typed or by a base form). */
  readonly example: boolean;
  /** The query's words as typed, in order, stop words included, contractions spelled out (Ranking.headingReadsQuery). */
  readonly typed: readonly string[];
  private readonly cache = new Map<string, (WordMatch | null)[]>();
  private readonly masks = new Map<string, number>();

  private readonly hasParts: boolean;
  /** The record words that match a query word only when they are one of these (see matchWord). */
  private readonly exactly: Set<string>;
  private readonly none: null[];
  /** Per query word, the parts of a compound found (found), reused: it runs for every result. */
  private readonly partsFound: Int32Array;
  /** This query's entries of MASKS_BY_ID. */
  private readonly owner = newOwner();

  constructor(query: string | QueryWord[], known?: (term: string) => boolean) {
    this.words = typeof query === 'string' ? parseQuery(query, known) : query;
    this.symptom =
      typeof query === 'string' &&
      (NEGATED_CONTRACTION.test(query) || wordsOf(query).some((word) => SYMPTOM_WORDS.has(word)));
    this.example = typeof query === 'string' && wordsOf(query).some((word) => isOrComesFrom(word, EXAMPLE_WORDS));
    this.typed = typeof query === 'string' ? spelledOut(query) : [];
    this.hasParts = this.words.some((word) => word.parts.length > 0);
    this.exactly = new Set(this.words.flatMap((word) => [word.term, ...word.synonyms, ...word.forms, ...word.parts]));
    this.none = this.words.map(() => null);
    this.partsFound = new Int32Array(this.words.length);
  }

  matches(candidate: string): (WordMatch | null)[] {
    let found = this.cache.get(candidate);
    if (!found) {
      found = this.mayMatch(candidate) ? this.words.map((word) => matchWord(word, candidate)) : this.none;
      this.cache.set(candidate, found);
    }
    return found;
  }

  /** Most record words match no query word: this tells most of them apart without comparing them with each. */
  private mayMatch(candidate: string): boolean {
    if (this.exactly.has(candidate)) return true;
    for (const word of this.words) {
      if (word.last && candidate.startsWith(word.term)) return true;
      if (word.typos && Math.abs(candidate.length - word.term.length) <= word.typos) return true;
    }
    return false;
  }

  /**
   * Which query words a record's matched words hold, as bits: a word counts when one of the record's
   * words matches it, or, for a compound term, when the record has all its parts.
   */
  found(candidates: readonly string[]): number {
    let bits = 0;
    if (!this.hasParts) {
      for (const candidate of candidates) bits |= this.mask(candidate);
      return bits;
    }
    const parts = this.partsFound.fill(0);
    for (const candidate of candidates) {
      const matches = this.matches(candidate);
      for (let i = 0; i < matches.length; i += 1) {
        const match = matches[i];
        if (!match) continue;
        if (match.part === undefined) bits |= 1 << i;
        else parts[i] |= 1 << match.part;
      }
    }
    for (let i = 0; i < this.words.length; i += 1) {
      const { length } = this.words[i].parts;
      if (length && parts[i] === (1 << length) - 1) bits |= 1 << i;
    }
    return bits;
  }

  /**
   * Which query words the candidates match without a typo (exactly, as a prefix, in another form or as
   * a part of a compound), as bits.
   */
  withoutTypos(candidates: readonly string[]): number {
    let bits = 0;
    for (const candidate of candidates) {
      const matches = this.matches(candidate);
      for (let i = 0; i < matches.length; i += 1) {
        const match = matches[i];
        if (match && !isTypoQuality(match.quality)) bits |= 1 << i;
      }
    }
    return bits;
  }

  /** `mask(word)` for a word with id `id` (wordId): a typed-array read, no string hashing, after the first. */
  maskOf(id: number, word: string): number {
    if (MASKS_BY_ID.has(this.owner, id)) return MASKS_BY_ID.value(id);
    // Most words of a record match no query word: told apart without filling the maps by string.
    const mask = this.mayMatch(word) ? this.mask(word) : 0;
    MASKS_BY_ID.set(this.owner, id, mask);
    return mask;
  }

  /** Which query words a record word matches, as bits (bit i for word i); a part of a compound counts. */
  mask(candidate: string): number {
    let mask = this.masks.get(candidate);
    if (mask === undefined) {
      mask = this.matches(candidate).reduce((bits, match, i) => (match ? bits | (1 << i) : bits), 0);
      this.masks.set(candidate, mask);
    }
    return mask;
  }
}

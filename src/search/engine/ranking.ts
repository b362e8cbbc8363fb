import type { SearchResult } from 'minisearch';
import type { SearchRecord } from '../records/types';
import { PARTS_QUALITY, type QueryMatcher } from './query';
import { spellingKey } from '../spelling';
import { EXAMPLE_CATEGORIES, STOP_WORDS, SYMPTOM_SECTIONS } from '../vocabulary';
import { camelParts, memo, normalize, spelledOut, WORD } from './text';

/**
 * Where a query word matched, best first: the page title, then headings from the highest level, then
 * the camel-case parts of titles and headings (`interpolate` in `useMotiPressableInterpolate`), then
 * the identifiers a table row or list item is about (`translateX` in the transforms table), then the
 * sidebar category, then body text, where an identifier is only mentioned in passing.
 */
export const ATTRIBUTES = [
  'lvl1',
  'lvl2',
  'lvl3',
  'lvl4',
  'lvl5',
  'lvl6',
  'parts',
  'identifiers',
  'lvl0',
  'content',
] as const;
export type Attribute = (typeof ATTRIBUTES)[number];
const ATTRIBUTE_RANK = Object.fromEntries(ATTRIBUTES.map((name, rank) => [name, rank])) as Record<Attribute, number>;
// Records of body text, where the BM25 score says more than the coverage of a heading.
const TEXT_RANKS = new Set([ATTRIBUTE_RANK.content, ATTRIBUTE_RANK.identifiers]);
/** Algolia's cap on the distance between two query words; also the distance across attributes. */
const FAR = 8;
/**
 * Algolia's `minProximity`: query words at most this far apart are next to each other, as in a
 * phrase ("exit transition", or `animation` and `state` in `useAnimationState`).
 */
const MIN_PROXIMITY = 2;
/** How much each pair of query words found next to each other adds to the score (half of it). */
const PHRASE_BONUS = 0.5;
/** The share of a page title's words that the query must name for the title to count as about it. */
const TITLE_SHARE = 0.5;
/**
 * Or how many of them, whatever the title's length: a long camel-case name that names two words of the
 * query (`useMotiPressableAnimatedProps` for "animated props") is about them.
 */
const TITLE_WORDS = 2;

/**
 * The fewest words, stop words aside, of a run of the query that a record must hold in the same order
 * for the run to count as a phrase (Ranking.phrase): a pasted message, not a few words that happen to
 * meet. Parts of a compound term (`react-native`) count one each.
 */
export const PHRASE_MIN = 4;

/** The ranking criteria of one hit, compared in the order of compareRankings. */
export type Ranking = {
  /**
   * The longest run of the query's words that one attribute of the record holds word for word and in
   * order, stop words aside, when it reaches PHRASE_MIN words; else 0 (more is better). A pasted error
   * message finds the section that quotes it before pages that only share more of its words.
   */
  phrase: number;
  /**
   * Query words found, each once: a compound term (`Next.js`) is one word (more is better; fewer than
   * all only when words were made optional). Words on most pages are counted in `common` instead.
   */
  words: number;
  /**
   * Query words found that are on most pages (`moti`, `animation`): each counts half a word, so that
   * they add to the words found without outweighing a word that names a topic.
   */
  common: number;
  /**
   * Query words found in the page title, a heading, the camel-case parts of one or the identifiers the
   * record is about, as typed or in another form, not through a typo (more is better): a section that
   * names a word of the query is about it. Words on most pages are not counted.
   */
  named: number;
  /**
   * Query words named by the page title when at least TITLE_SHARE of the title's words, or TITLE_WORDS
   * of them, are query words (more is better): the page is about what the reader asks
   * (`MotiPressable`, `Skeleton`), not a page that mentions it in a longer name
   * (`useMotiPressableTransition` for `transition`).
   */
  titled: number;
  /**
   * 1 when the query reports something wrong (QueryMatcher.symptom) and the record is in a section
   * that answers symptoms: a Troubleshooting page or heading above it (SYMPTOM_SECTIONS). It weighs
   * right after `named`: for "skeleton does not hide", the troubleshooting entry whose heading names
   * the skeleton comes before the page titled Skeleton, and an entry that only mentions it does not.
   */
  answers: number;
  /**
   * 1 for a record of a page that explains, 0 for one of an example page (EXAMPLE_CATEGORIES), unless
   * the query asks for an example: then 1 for both. It weighs right after `titled`: "skeleton loader"
   * finds the Skeleton page before the skeleton example, which shows one use of what that page explains.
   */
  explains: number;
  /**
   * The longest run of the query's words as typed, stop words included, that a heading of the record
   * reads in the same order (more is better): it weighs after the words themselves, so "Moti doesn't
   * work" prefers the heading "Moti does not work in Expo Snack" among headings that each name Moti.
   * Read only when the criteria before it tie, and once per hit (see echoOnDemand).
   */
  echo: () => number;
  /** Typos over all query words, each counted at its best match (fewer is better). */
  typos: number;
  /** Pairs of consecutive query words found next to each other in one attribute (more is better). */
  proximity: number;
  /** Best attribute a word matched in, index in ATTRIBUTES (lower is better). */
  attribute: number;
  /** Query words matched exactly, not as a prefix, in another form or with a typo (more is better). */
  exact: number;
  /**
   * MiniSearch's BM25 score of the whole page the record is on: the sum over its records that match
   * (higher is better). Its inverse document frequency is what breaks ties by rarity.
   */
  pageScore: number;
  /** Share of the best attribute's words that the query matched: "Transitions" beats "Steps with their own transition". */
  coverage: number;
  /** 100 for a page, 90 … 50 for headings, 0 for body text (higher is better). */
  level: number;
  /** Order on the page (earlier is better). */
  position: number;
  /** MiniSearch's BM25 score of the record itself (higher is better), which orders body text of a page. */
  score: number;
  /** Order of the record in the site, the last tie-break. */
  order: number;
};

/**
 * A record's attributes as words (memoized by the engine), by the record's id and the attribute's
 * index in ATTRIBUTES.
 */
export type FieldWords = {
  /** In order, camel-case words followed by their parts (see `positions`). */
  tokens(id: number, attribute: number): string[];
  /** The same words as ids (wordId), for QueryMatcher.maskOf. */
  ids(id: number, attribute: number): Int32Array;
  /** How many words the attribute has. */
  count(id: number, attribute: number): number;
};

/**
 * How many pairs of consecutive query words (i and i+1) are next to each other in any one attribute,
 * a reversed pair counting one more. Only each word's best matches count: a prefix match does not
 * stand in for an exact one.
 */
function proximity(
  id: number,
  matcher: QueryMatcher,
  fieldWords: FieldWords,
  quality: ArrayLike<number>,
  attributes: number[],
): number {
  const count = matcher.words.length;
  if (count < 2) return 0;
  const best = new Array<number>(count - 1).fill(FAR);
  const last = new Array<number>(count);
  for (const attribute of attributes) {
    const tokens = fieldWords.tokens(id, attribute);
    if (tokens.length < 2) continue;
    const ids = fieldWords.ids(id, attribute);
    // The last place seen of each query word: a single pass finds the closest pairs.
    last.fill(-Infinity);
    for (let at = 0; at < tokens.length; at += 1) {
      if (matcher.maskOf(ids[at], tokens[at]) === 0) continue;
      const matches = matcher.matches(tokens[at]);
      let mask = 0;
      for (let i = 0; i < count; i += 1) if (matches[i]?.quality === quality[i]) mask |= 1 << i;
      for (let i = 0; i < count; i += 1) {
        if (!(mask & (1 << i))) continue;
        if (i > 0 && last[i - 1] > -Infinity) best[i - 1] = Math.min(best[i - 1], at - last[i - 1]);
        if (i < count - 1 && last[i + 1] > -Infinity) best[i] = Math.min(best[i], at - last[i + 1] + 1);
      }
      for (let i = 0; i < count; i += 1) if (mask & (1 << i)) last[i] = at;
    }
  }
  return best.filter((distance) => distance <= MIN_PROXIMITY).length;
}

/** Phrase units, as bits of a 32-bit mask: a pasted message the modal takes is far shorter. */
const MAX_UNITS = 31;

/** Memoizes a function of a compiled query: it runs once per query, not per record. */
function perMatcher<T>(compute: (matcher: QueryMatcher) => T): (matcher: QueryMatcher) => T {
  const cache = new WeakMap<QueryMatcher, T>();
  return (matcher) => {
    let value = cache.get(matcher);
    if (value === undefined) cache.set(matcher, (value = compute(matcher)));
    return value;
  };
}

/**
 * The query as a sequence of units to find in order: each word as typed (a word typed twice, twice), or
 * each part of a compound term, with the query word it belongs to and, for a part, its index. None
 * when the query has fewer than PHRASE_MIN words (a compound one word): "AnimatePresence initial" is no
 * pasted message.
 */
const phraseUnits = perMatcher((matcher: QueryMatcher) => {
  if (matcher.words.length < PHRASE_MIN) return [];
  const typed: number[] = [];
  matcher.words.forEach((word, i) => word.positions.forEach((at) => (typed[at] = i)));
  return typed
    .flatMap((i) =>
      matcher.words[i].parts.length
        ? matcher.words[i].parts.map((_, part) => ({ word: i, part }))
        : [{ word: i, part: -1 }],
    )
    .slice(0, MAX_UNITS);
});

/** Per query, the units each record word is, as bits; STOP for a stop word, which a run steps over. */
const unitCache = perMatcher(() => new Map<string, number>());
const STOP = -1;

function unitBits(matcher: QueryMatcher, token: string): number {
  const cache = unitCache(matcher);
  let bits = cache.get(token);
  if (bits !== undefined) return bits;
  bits = 0;
  if (STOP_WORDS.has(token)) bits = STOP;
  else if (matcher.mask(token) !== 0) {
    const matches = matcher.matches(token);
    phraseUnits(matcher).forEach(({ word, part }, u) => {
      const match = matches[word];
      if (match && match.quality < TYPO_QUALITY && (part === -1 ? match.part === undefined : match.part === part))
        bits! |= 1 << u;
    });
  }
  cache.set(token, bits);
  return bits;
}

/** The units a record's found words stand for, as bits: a word found holds all its units. */
function heldUnits(matcher: QueryMatcher, found: number): number {
  let bits = 0;
  phraseUnits(matcher).forEach(({ word }, u) => {
    if (found & (1 << word)) bits |= 1 << u;
  });
  return bits;
}

/** Whether `bits` has PHRASE_MIN set bits in a row: no run of units can be longer than its held units. */
function hasRun(bits: number): boolean {
  let run = bits;
  for (let k = 1; k < PHRASE_MIN && run; k += 1) run &= bits >>> k;
  return run !== 0;
}

/** The attributes a phrase is looked for in: each heading, the identifiers and the body text. */
const PHRASE_ATTRIBUTES = ATTRIBUTES.flatMap((name, at) => (name === 'parts' || name === 'lvl0' ? [] : [at]));

// Runs of units by length, reused from record to record: runs[k] holds the units that end a run of
// k + 1 units at the last word read (each run of k + 1 also ends one of k, so the rows shrink).
const runs = new Int32Array(MAX_UNITS);

/**
 * Ranking.phrase of a record whose found words are `found` (bits of query words): the longest run of
 * consecutive query units (stop words left out on both sides) found as consecutive words of one
 * attribute, matched as typed or in another form, never through a typo; 0 when shorter than
 * PHRASE_MIN. Bit-parallel: one step per word of the record, a few more per word that is a unit.
 */
export function phraseLength(id: number, matcher: QueryMatcher, fieldWords: FieldWords, found: number): number {
  if (phraseUnits(matcher).length < PHRASE_MIN || !hasRun(heldUnits(matcher, found))) return 0;
  let longest = 0;
  for (const attribute of PHRASE_ATTRIBUTES) {
    const tokens = fieldWords.tokens(id, attribute);
    if (tokens.length < PHRASE_MIN) continue;
    let depth = 0;
    for (const token of tokens) {
      const bits = unitBits(matcher, token);
      if (bits === STOP) continue;
      if (bits === 0) {
        depth = 0;
        continue;
      }
      let k = depth;
      while (k > 0 && ((runs[k - 1] << 1) & bits) === 0) k -= 1;
      for (let j = k; j > 0; j -= 1) runs[j] = (runs[j - 1] << 1) & bits;
      runs[0] = bits;
      depth = k + 1;
      if (depth > longest) longest = depth;
    }
  }
  return longest >= PHRASE_MIN ? longest : 0;
}

const LEVELS = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

/** Whether a record sits on a page or under a heading of SYMPTOM_SECTIONS (the heading as a whole). */
const answersSymptoms = (record: SearchRecord) =>
  LEVELS.some((level) => {
    const heading = record.hierarchy[level];
    return heading != null && SYMPTOM_SECTIONS.has(normalize(heading).trim());
  });

/** Whether a sidebar category holds example pages (EXAMPLE_CATEGORIES); a site has a handful of categories. */
const isExampleCategory = memo((category: string) => EXAMPLE_CATEGORIES.has(normalize(category).trim()));

/** The match quality of one typo (see WordMatch): better qualities are the word itself. */
const TYPO_QUALITY = 2;

/** How many bits are set: the query words in a mask. */
export function bitCount(mask: number): number {
  let bits = 0;
  for (let rest = mask; rest; rest &= rest - 1) bits += 1;
  return bits;
}

/** Whether a word of a text matches a query word as typed or in another form (no typo), as bits. */
function namedBits(matcher: QueryMatcher, tokens: readonly string[]): number {
  let bits = 0;
  const parts = new Array<number>(matcher.words.length).fill(0);
  for (const token of tokens) {
    if (matcher.mask(token) === 0) continue;
    matcher.matches(token).forEach((match, i) => {
      if (!match || match.quality >= TYPO_QUALITY) return;
      if (match.part !== undefined) parts[i] |= 1 << match.part;
      else bits |= 1 << i;
    });
  }
  matcher.words.forEach((word, i) => {
    if (word.parts.length && parts[i] === (1 << word.parts.length) - 1) bits |= 1 << i;
  });
  return bits;
}

/** A title's words, each with its camel-case parts, as the index holds them; and all of them in order. */
const titleWords = memo((title: string) => {
  const words = (title.match(WORD) ?? []).map((word) => ({
    whole: spellingKey(normalize(word)),
    parts: camelParts(word).map(spellingKey),
  }));
  return { words, positions: words.flatMap(({ whole, parts }) => [whole, ...parts]) };
});

// Page titles repeat in every record of their page: each is weighed once per query.
const titleCache = new WeakMap<QueryMatcher, Map<string, number>>();

/**
 * The query words a page title names, as bits, or none when less than TITLE_SHARE of the title is
 * query words: a camel-case word counts by its parts, each named part for one, the whole word for all.
 */
function titleNames(matcher: QueryMatcher, title: string): number {
  let cache = titleCache.get(matcher);
  if (!cache) titleCache.set(matcher, (cache = new Map()));
  let bits = cache.get(title);
  if (bits !== undefined) return bits;
  // A word or part is named when it matches a query word, or a part of a compound one, without typo.
  const names = (token: string) =>
    matcher.mask(token) !== 0 && matcher.matches(token).some((match) => match && match.quality < TYPO_QUALITY);
  let named = 0;
  let total = 0;
  const { words, positions } = titleWords(title);
  for (const { whole, parts } of words) {
    total += parts.length || 1;
    named += names(whole) ? parts.length || 1 : parts.filter(names).length;
  }
  bits = total && (named >= TITLE_SHARE * total || named >= TITLE_WORDS) ? namedBits(matcher, positions) : 0;
  cache.set(title, bits);
  return bits;
}

/** A heading's words with negations spelled out, the same for every query. */
const headingWords = memo(spelledOut);

/** Per query: where each of its typed words stands in it, and the echo of each heading seen. */
const echoCache = perMatcher((matcher: QueryMatcher) => {
  const at = new Map<string, number[]>();
  matcher.typed.forEach((word, i) => at.set(word, [...(at.get(word) ?? []), i]));
  return { at, byHeading: new Map<string, number>() };
});

// Runs ending at each typed word, for the previous heading word and this one; reused.
let previousRuns = new Int32Array(16);
let currentRuns = new Int32Array(16);

/** The longest run of the query's typed words that a heading holds word for word, in order; 0 under two. */
function echoOf(matcher: QueryMatcher, heading: string): number {
  const { at, byHeading } = echoCache(matcher);
  let longest = byHeading.get(heading);
  if (longest !== undefined) return longest;
  const words = headingWords(heading);
  longest = 0;
  // Most headings hold fewer than two of the query's words: no run to look for.
  let held = 0;
  for (const word of words) if (at.has(word)) held += 1;
  if (held >= 2) {
    const size = matcher.typed.length + 1;
    if (previousRuns.length < size) {
      previousRuns = new Int32Array(size);
      currentRuns = new Int32Array(size);
    }
    previousRuns.fill(0, 0, size);
    for (const word of words) {
      currentRuns.fill(0, 0, size);
      for (const i of at.get(word) ?? []) {
        currentRuns[i + 1] = previousRuns[i] + 1;
        if (currentRuns[i + 1] > longest) longest = currentRuns[i + 1];
      }
      [previousRuns, currentRuns] = [currentRuns, previousRuns];
    }
  }
  // One word is no run: naming a query word is Ranking.named's part.
  if (longest < 2) longest = 0;
  byHeading.set(heading, longest);
  return longest;
}

const noEcho = () => 0;

/**
 * Ranking.echo of a record, its best heading, worked out the first time a comparison needs it: most
 * hits are ordered by the criteria before it, and a query of one word has no run at all.
 */
function echoOnDemand(matcher: QueryMatcher, record: SearchRecord): () => number {
  if (matcher.typed.length < 2) return noEcho;
  let value = -1;
  return () => {
    if (value === -1)
      value = LEVELS.reduce((best, level) => {
        const heading = record.hierarchy[level];
        return heading ? Math.max(best, echoOf(matcher, heading)) : best;
      }, 0);
    return value;
  };
}

// Rows of rank, per query word or attribute, reused from record to record: rank runs for every
// record ranked, and fresh arrays each time keep the garbage collector busy.
let quality = new Float64Array(16);
let typos = new Int32Array(16);
let partsFound = new Int32Array(16);
let bestOf = new Int32Array(16);
const where = new Int32Array(ATTRIBUTES.length);

export function rank(
  result: SearchResult,
  matcher: QueryMatcher,
  record: SearchRecord,
  fieldWords: FieldWords,
  common = 0,
  pageScore = result.score,
  phrase = 0,
): Ranking {
  // Plain loops and bit masks: this runs for every matching record of every query.
  const { words: queryWords } = matcher;
  const count = queryWords.length;
  const { terms } = result;
  const id = result.id as number;
  if (quality.length < count) {
    quality = new Float64Array(count);
    typos = new Int32Array(count);
    partsFound = new Int32Array(count);
    bestOf = new Int32Array(count);
  }
  quality.fill(Infinity, 0, count);
  typos.fill(0, 0, count);
  // The parts of each compound term found, as bits: the term counts when all are there.
  partsFound.fill(0, 0, count);
  for (const term of terms) {
    const matches = matcher.matches(term);
    for (let i = 0; i < count; i += 1) {
      const match = matches[i];
      if (!match) continue;
      if (match.part !== undefined) partsFound[i] |= 1 << match.part;
      else if (match.quality < quality[i]) {
        quality[i] = match.quality;
        typos[i] = match.typos;
      }
    }
  }
  // The compound terms found only through their parts, as bits.
  let byParts = 0;
  for (let i = 0; i < count; i += 1) {
    const parts = queryWords[i].parts.length;
    if (parts === 0 || partsFound[i] !== (1 << parts) - 1 || quality[i] <= PARTS_QUALITY) continue;
    quality[i] = PARTS_QUALITY;
    typos[i] = 0;
    byParts |= 1 << i;
  }
  // Where each word's best matches are: an exact word in the text is not promoted by a typo that
  // happens to match the title. One bit mask of query words per attribute.
  where.fill(0);
  bestOf.fill(ATTRIBUTES.length, 0, count);
  // A compound found through its parts is where all its parts are: per word, the best attribute of
  // each part, and per attribute the parts it holds.
  const partBest = byParts
    ? queryWords.map((word) => new Array<number>(word.parts.length).fill(ATTRIBUTES.length))
    : [];
  const partsIn = byParts ? ATTRIBUTES.map(() => new Array<number>(count).fill(0)) : [];
  for (const term of terms) {
    const matches = matcher.matches(term);
    const fields = result.match[term];
    for (let i = 0; i < count; i += 1) {
      const match = matches[i];
      if (!match) continue;
      if (match.part !== undefined) {
        if (!(byParts & (1 << i))) continue;
        for (const field of fields) {
          const at = ATTRIBUTE_RANK[field as Attribute];
          if (at < partBest[i][match.part]) partBest[i][match.part] = at;
          partsIn[at][i] |= 1 << match.part;
        }
      } else if (match.quality === quality[i]) {
        for (const field of fields) {
          const at = ATTRIBUTE_RANK[field as Attribute];
          if (at < bestOf[i]) bestOf[i] = at;
          where[at] |= 1 << i;
        }
      }
    }
  }
  let words = 0;
  let commonFound = 0;
  let named = 0;
  let exact = 0;
  let typoCount = 0;
  let foundCount = 0;
  let worst = -1;
  for (let i = 0; i < count; i += 1) {
    if (byParts & (1 << i)) {
      bestOf[i] = Math.max(...partBest[i]);
      const all = (1 << queryWords[i].parts.length) - 1;
      for (let at = 0; at < ATTRIBUTES.length; at += 1) if (partsIn[at][i] === all) where[at] |= 1 << i;
    }
    if (quality[i] === Infinity) continue;
    foundCount += 1;
    typoCount += typos[i];
    if (quality[i] === 0) exact += 1;
    if (bestOf[i] < ATTRIBUTES.length && bestOf[i] > worst) worst = bestOf[i];
    if (common & (1 << i)) commonFound += 1;
    else {
      words += 1;
      if (quality[i] < TYPO_QUALITY && bestOf[i] < ATTRIBUTE_RANK.lvl0) named += 1;
    }
  }
  // The best attribute that holds every word found; failing one, the attribute of the word found
  // least well: a title that has one word of two is not a title match. Only an attribute holding
  // two query words or more can bring two of them close.
  let holdingAll = -1;
  let close: number[] | undefined;
  for (let at = 0; at < ATTRIBUTES.length; at += 1) {
    const held = bitCount(where[at]);
    if (held === 0) continue;
    if (holdingAll === -1 && held === foundCount) holdingAll = at;
    if (held > 1) (close ??= []).push(at);
  }
  const attribute = holdingAll !== -1 ? holdingAll : worst === -1 ? -Infinity : worst;
  const bestWords = attribute >= 0 && attribute < ATTRIBUTES.length ? fieldWords.count(id, attribute) : 0;
  return {
    phrase,
    words,
    common: commonFound,
    named,
    titled: bitCount(titleNames(matcher, record.hierarchy.lvl1) & ~common),
    answers: matcher.symptom && answersSymptoms(record) ? 1 : 0,
    explains: matcher.example || !isExampleCategory(record.hierarchy.lvl0) ? 1 : 0,
    echo: echoOnDemand(matcher, record),
    typos: typoCount,
    proximity: close ? proximity(id, matcher, fieldWords, quality, close) : 0,
    attribute,
    exact,
    pageScore,
    coverage: bestWords ? bitCount(where[attribute] ?? 0) / bestWords : 0,
    level: record.weight.level,
    position: record.weight.position,
    score: result.score,
    order: id,
  };
}

/**
 * Algolia's tie-breaking order, adapted to questions: a pasted message's phrase, the words found (a
 * word on most pages counting half), then the words a title or heading names, whether a report of
 * something wrong finds a troubleshooting section, whether the page title is about them, and whether
 * the page explains rather than shows one example (unless an example is asked for); typos,
 * attribute and exactness; a heading that reads the query's words in order; then MiniSearch's BM25
 * score of the page, raised for query words found side by side, which breaks the remaining ties by
 * rarity and by how much of the page is about the query. Then for
 * titles and headings how much of the heading the query is, the heading level and the place on the
 * page; for body text (and a table row or item about an identifier), the record's own BM25 score and
 * its place on the page.
 */
export function compareRankings(a: Ranking, b: Ranking): number {
  const shared =
    b.phrase - a.phrase ||
    b.words + b.common / 2 - (a.words + a.common / 2) ||
    b.named - a.named ||
    b.answers - a.answers ||
    b.titled - a.titled ||
    b.explains - a.explains ||
    b.common - a.common ||
    a.typos - b.typos ||
    a.attribute - b.attribute ||
    b.exact - a.exact ||
    b.echo() - a.echo() ||
    b.pageScore * (1 + PHRASE_BONUS * b.proximity) - a.pageScore * (1 + PHRASE_BONUS * a.proximity);
  if (shared) return shared;
  const tail = TEXT_RANKS.has(a.attribute)
    ? b.score - a.score || a.position - b.position
    : b.coverage - a.coverage || b.level - a.level || a.position - b.position || b.score - a.score;
  return tail || a.order - b.order;
}

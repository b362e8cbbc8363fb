// British and American spellings of a word folded to one key, so that either finds the other: the
// index and the query both see `color` whether a page or a reader writes `colour`. Rules on word
// endings, not a list of words, so that a word no page holds yet folds too.

/**
 * Each rule: a British (or American) ending and what it becomes. A stem must come first, with a
 * vowel in it, so that short words that only look alike (`four`, `rise`, `fence`, `rogue`) stay.
 * A rule may also fold a word that has one spelling (`promise` → `promize`); both sides fold alike,
 * so that costs nothing unless it meets another word. Over Debian's word lists (wamerican and
 * wbritish 2020.12.07), the rules fold 1,270 of the 1,532 British-only words onto their American
 * spelling, and of the words both lists hold they join only variants of one word, apart from two
 * pairs: `timbre` and `timber`, `refilled` and `refiled`.
 */
const RULES: readonly (readonly [RegExp, string])[] = [
  // colour, behaviours, favourite, honourable, neighbourhood → color, behaviors, favorite, …
  [
    /^([a-z]*[aeiou][a-z]*)our(s|ed|ing|ings|ite|ites|itism|able|ably|al|ally|er|ers|ful|fully|less|ly|liness|ist|ists|hood|hoods|y|ation|ations)?$/,
    '$1or$2',
  ],
  // realise, organisation, memoised, initialising → realize, organization, memoized, initializing
  [/^([a-z]*[aeiou][a-z]+)is(e|es|ed|ing|ingly|er|ers|ation|ations|ational|able|ably)$/, '$1iz$2'],
  // analyse, paralysed → analyze, paralyzed
  [/^([a-z]*[aeiou][a-z]*l)ys(e|es|ed|ing|er|ers)$/, '$1yz$2'],
  // centre, metres, fibre, meagre, centred → center, meters, fiber, meager, centered
  [/^([a-z]*[aeiou][a-z]*[tbg])re(s)?$/, '$1er$2'],
  [/^([a-z]*[aeiou][a-z]*[tb])red$/, '$1ered'],
  // defence, licence, licencing → defense, license, licensing
  [/^([a-z]*[aeiou][a-z]*[fc]en)c(e|es|ed|ing|eless)$/, '$1s$2'],
  // travelled, cancelling, modeller, counsellor → traveled, canceling, modeler, counselor: a double
  // `l` after a word of two syllables or more (`called`, `scrolled`, `spelled` keep theirs)
  [/^([a-z]*[aeiou][a-z]*[aeiou])ll(ed|ing|er|ers|or|ors)$/, '$1l$2'],
  // catalogue, dialogues → catalog, dialogs
  [/^([a-z]*[aeiou][a-z]*)ogue(s)?$/, '$1og$2'],
  // judgement, acknowledgements → judgment, acknowledgments
  [/dgement(s)?$/, 'dgment$1'],
  // likeable, sizeable → likable, sizable (after c or g the e stays: noticeable, manageable)
  [/^([a-z]*[aeiou][a-z]*[^aeiouycg])eable$/, '$1able'],
  // programme, kilogrammes → program, kilograms
  [/gramme(s)?$/, 'gram$1'],
];

const cache = new Map<string, string>();

/** The key of a lower-case word, the same for its British and American spellings. */
export function spellingKey(word: string): string {
  let key = cache.get(word);
  if (key === undefined) {
    key = word;
    if (key.length >= 5) for (const [pattern, replacement] of RULES) key = key.replace(pattern, replacement);
    cache.set(word, key);
  }
  return key;
}

const SUFFIX = '(s|ed|ing|er|ers|or|ors|e|es|ation|ations|able)?';

/** Endings the rules fold, undone: American to British (`color` → `colour`, `traveled` → `travelled`). */
const UNDO: readonly (readonly [RegExp, string])[] = [
  [new RegExp(`or(s|ed|ing|ite|ites|able|al|er|ers|ful|less|y)?$`), 'our$1'],
  [new RegExp(`iz${SUFFIX}$`), 'is$1'],
  [new RegExp(`lyz${SUFFIX}$`), 'lys$1'],
  [/([tbg])er(s)?$/, '$1re$2'],
  [/([tb])ered$/, '$1red'],
  [/([fc]en)s(e|es|ed|ing|eless)$/, '$1c$2'],
  [/([aeiou])l(ed|ing|er|ers|or|ors)$/, '$1ll$2'],
  [/og(s)?$/, 'ogue$1'],
  [/dgment(s)?$/, 'dgement$1'],
  [/([^aeiouycg])able$/, '$1eable'],
  [/gram(s)?$/, 'gramme$1'],
];

/**
 * The other spellings of a word that fold to its key, for a hosted index, which cannot fold words
 * itself and gets them as synonyms. A guess that is no English word (`errour`) only adds a synonym
 * nobody types.
 */
export function otherSpellings(word: string): string[] {
  const key = spellingKey(word);
  const candidates = new Set([key, ...UNDO.map(([pattern, replacement]) => word.replace(pattern, replacement))]);
  candidates.delete(word);
  return [...candidates].filter((candidate) => spellingKey(candidate) === key);
}

// The words search treats specially, kept here once: the offline engine reads them, and the records
// script writes them as the hosted index's settings, so that both modes answer alike.

/**
 * The first half of a negation once the apostrophe splits it, spelled out (`doesn't` → `does not`):
 * a query and a heading that say the same thing the two ways read alike (Ranking.headingReadsQuery). Each is a
 * stop word too.
 */
export const NEGATION_STEMS: Readonly<Record<string, string>> = {
  don: 'do',
  doesn: 'does',
  didn: 'did',
  isn: 'is',
  aren: 'are',
  wasn: 'was',
  weren: 'were',
  won: 'will',
  can: 'can',
  couldn: 'could',
  shouldn: 'should',
  wouldn: 'would',
  hasn: 'has',
  haven: 'have',
};

/**
 * The level a terminal, Metro or a red screen prints in front of a message (`Error: `, `ERROR  `,
 * `WARN  `): pasted with the message, it names no topic, so the query leaves it out. Read as typed,
 * since Metro writes its levels in capitals.
 */
export const LOG_LEVEL = /^\s*(?:Error:|(?:ERROR|WARN|LOG|INFO)(?=\s))\s*/;

/**
 * Words that never decide a match alone: questions and pasted messages are full of them ("why does my
 * view not animate"). They are left out of the query; a query of nothing else finds nothing. `from`,
 * `to`-like prop names of Moti (`from`, `exit`, `delay`) are deliberately not here.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a an the and or but if then so than as at by for of in on to into onto with without about ' +
    'i me my we our you your it its this that these those there here he she they them ' +
    'is are was were be been being am do does did doing done have has had get gets got ' +
    'can could should would will may might must shall ' +
    'how why when what which who where whom ' +
    // Conjunctions that tie the clauses of a question: "only plays until I keep it pressed".
    'until while unless though although whether ' +
    'not no any some every all very too much more just only also still even anymore ' +
    // The wrapping of a request: "I want to make…", "Add … support", "is there a way to…", "one after another",
    // "question about…".
    'make makes want wants need needs add adds way like please possible something thing things one another ' +
    'question questions ' +
    // A report's verdict ("not working", "doesn't work"): it says that something is wrong, never what.
    'work works worked working ' +
    // The pieces of contractions once the apostrophe splits them: doesn't → doesn, t.
    'cannot t s m re ve ll d'
  )
    .split(' ')
    .concat(Object.keys(NEGATION_STEMS)),
);

/**
 * Words that say what kind of question a query is, not what it is about: they still match, but weigh
 * like a word on most pages (half a word, never naming a title or heading, never deciding which hits
 * stay), so "fade example" or "skeleton issue" finds the page about the fade or the skeleton, not the
 * pages whose titles say "example" or "issue". A query of nothing else still finds them. Base forms
 * count too (`examples` → `example`, `supported` → `support`). Verbs of a symptom (`use`, `break`,
 * `error`) stay out: in a pasted error or a symptom they are part of what is asked.
 */
export const WEAK_WORDS: ReadonlySet<string> = new Set(
  // Asking for help or for code: "need help for hover example", "Add `transition` prop examples".
  (
    'help example sample demo tutorial guide guideline docs documentation ' +
    // Labels of a report: "Issues with Moti on Expo", "Problem testing with Jest", "Skeleton bug".
    'issue problem bug ' +
    // Capability questions: "Support for Next and other SSR frameworks", "is X supported?".
    'support'
  ).split(' '),
);

/**
 * Words that make a query a report of something wrong ("fade not shown", "drawer prop doesn't work",
 * "can't install"): such a query is answered where the docs answer symptoms, a troubleshooting
 * section (a page whose role is `symptoms`, see PageRole), before a reference page that only names the same words. Most of them
 * are stop words too; they are read from the query as typed, and so are the contractions of
 * NEGATED_CONTRACTION.
 */
export const SYMPTOM_WORDS: ReadonlySet<string> = new Set(
  (
    'not no never cannot unable ' +
    // Negations typed without their apostrophe: "doesnt animate", "cant install".
    'doesnt dont didnt isnt arent wasnt wont cant couldnt'
  ).split(' '),
);

/**
 * A negation contracted with an apostrophe ("doesn't", "can't", "won't", typed straight or curly): a
 * report of something wrong, as a word of SYMPTOM_WORDS is. Read from the query as typed, since
 * splitting words at the apostrophe leaves `can` and `t`.
 */
export const NEGATED_CONTRACTION = /n['’]t\b/i;

/**
 * Words that ask for code to copy ("fade example", "skeleton demo"): a query with one is answered by
 * the example pages (role `example`, see PageRole) as much as by the guides. They are WEAK_WORDS too.
 */
export const EXAMPLE_WORDS: ReadonlySet<string> = new Set(['example', 'sample', 'demo']);

/**
 * Words readers use for something the docs name otherwise. A query word also finds its synonyms, as
 * exact matches (one way: from `input` to `synonyms`). Each entry says the phrasing that justifies it.
 */
export type Synonym =
  | { type: 'twoWay'; synonyms: string[]; why: string }
  | { type: 'oneWay'; input: string; synonyms: string[]; why: string };

export const SYNONYMS: Synonym[] = [
  {
    type: 'twoWay',
    synonyms: ['infinite', 'infinity', 'forever', 'endless', 'loop'],
    why: '"infinite animation", "animate forever": the docs say loop',
  },
  // British spellings that follow a rule (`colour`) are folded by spelling.ts; this one follows none.
  { type: 'twoWay', synonyms: ['grey', 'gray'], why: 'British spelling' },
  {
    type: 'oneWay',
    input: 'slow',
    synonyms: ['duration'],
    why: '"make the animation slower": a timing transition is slowed by its duration',
  },
  {
    type: 'oneWay',
    input: 'bounce',
    synonyms: ['overshoot', 'damping'],
    why: '"spring bounces too much": the docs speak of overshoot and damping',
  },
  {
    type: 'oneWay',
    input: 'rerender',
    synonyms: ['render'],
    why: '"restarts on every rerender": the docs write render',
  },
];

/** The inputs of several words, as word lists: a query reads each as one word (none at present). */
export const PHRASES: readonly string[][] = SYNONYMS.flatMap((entry) =>
  entry.type === 'oneWay' && entry.input.includes(' ') ? [entry.input.split(' ')] : [],
);

/** The synonyms of each query word (or phrase), from the list above. */
export const SYNONYMS_OF: ReadonlyMap<string, readonly string[]> = (() => {
  const map = new Map<string, Set<string>>();
  const add = (word: string, others: string[]) => {
    const set = map.get(word) ?? new Set<string>();
    for (const other of others) if (other !== word) set.add(other);
    map.set(word, set);
  };
  for (const entry of SYNONYMS) {
    if (entry.type === 'twoWay') for (const word of entry.synonyms) add(word, entry.synonyms);
    else add(entry.input, entry.synonyms);
  }
  return new Map([...map].map(([word, set]) => [word, [...set]]));
})();

const VOWEL = /[aeiouy]/;

/**
 * The base forms a word may come from, as a light English stemmer would find them: `renders` →
 * `render`, `animating` → `animate`, `stopped` → `stop`, `slower` → `slow`. Readers type inflected
 * words; the docs use other forms of them. A guess that is no word of the docs simply finds nothing.
 */
export function baseForms(word: string): string[] {
  const forms = new Set<string>();
  const stem = (suffix: string, min = 3) => {
    if (!word.endsWith(suffix)) return;
    const base = word.slice(0, -suffix.length);
    if (base.length < min || !VOWEL.test(base)) return;
    forms.add(base);
    forms.add(`${base}e`);
    // A doubled last consonant: stopped → stop, running → run.
    if (/([^aeiouy])\1$/.test(base)) forms.add(base.slice(0, -1));
  };
  if (word.endsWith('ies') && word.length > 4) forms.add(`${word.slice(0, -3)}y`);
  if (word.endsWith('es')) stem('es');
  if (word.endsWith('s') && !word.endsWith('ss')) stem('s');
  stem('ing');
  // A two-letter stem takes its `e` back: using → use, owing → owe.
  if (word.endsWith('ing') && word.length === 5 && VOWEL.test(word[0])) forms.add(`${word.slice(0, 2)}e`);
  stem('ed');
  stem('er', 4);
  stem('ly', 4);
  forms.delete(word);
  return [...forms];
}

/** The inflected forms of a base word: `stop` → `stops`, `stopped`, `stopping`; `animate` → `animating`. */
function inflections(word: string): string[] {
  if (word.length < 3) return [];
  const forms = [`${word}s`, `${word}es`, `${word}ed`, `${word}d`, `${word}ing`, `${word}er`];
  if (word.endsWith('e')) forms.push(`${word.slice(0, -1)}ing`);
  if (word.endsWith('y')) forms.push(`${word.slice(0, -1)}ies`, `${word.slice(0, -1)}ied`);
  // A short vowel before a last consonant doubles it: stop → stopped, stopping.
  if (/[^aeiou][aeiou][^aeiouywx]$/.test(word)) forms.push(`${word}${word.at(-1)}ed`, `${word}${word.at(-1)}ing`);
  return forms;
}

/** The other forms of a word a reader may mean: its base forms and the inflections of it and of them. */
export function relatedForms(word: string): string[] {
  const bases = baseForms(word);
  const forms = new Set([...bases, ...[word, ...bases].flatMap(inflections)]);
  forms.delete(word);
  return [...forms];
}

import { ATTRIBUTE_RANK } from './attributes';

/** The ranking criteria of one hit, compared in the order of compareRankings (src/search/README.md says why each). */
export type Ranking = {
  /** QuotedRun: the longest run of the query a record quotes, when PHRASE_MIN words or more; else 0 (more is better). */
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
  /** wordsInHeadings: query words a title, heading or the record's identifiers name (more is better). */
  wordsInHeadings: number;
  /** symptomSection: 1 for a section that answers symptoms when the query reports one (more is better). */
  symptomSection: number;
  /** TitleAboutQuery: query words named by a page title that is about the query (more is better). */
  titleAboutQuery: number;
  /** explainingPage: 0 for an example page unless the query asks for an example, else 1 (more is better). */
  explainingPage: number;
  /**
   * HeadingReadsQuery: the longest run of the query's typed words a heading reads in order (more is
   * better). Read only when the criteria before it tie, and once per hit.
   */
  headingReadsQuery: () => number;
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

/** How much each pair of query words found next to each other adds to the page score (half of it). */
const PHRASE_BONUS = 0.5;

// Records of body text, where the BM25 score says more than the coverage of a heading.
const TEXT_RANKS = new Set([ATTRIBUTE_RANK.content, ATTRIBUTE_RANK.identifiers]);

/**
 * Algolia's tie-breaking order, adapted to questions (src/search/README.md, "Ranking", gives the
 * reason for each criterion in this order). After the page score, titles and headings are ordered by
 * how much of the heading the query is, the heading level and the place on the page; body text (and a
 * table row or item about an identifier) by the record's own BM25 score and its place on the page.
 */
export function compareRankings(a: Ranking, b: Ranking): number {
  const shared =
    b.phrase - a.phrase ||
    b.words + b.common / 2 - (a.words + a.common / 2) ||
    b.wordsInHeadings - a.wordsInHeadings ||
    b.symptomSection - a.symptomSection ||
    b.titleAboutQuery - a.titleAboutQuery ||
    b.explainingPage - a.explainingPage ||
    b.common - a.common ||
    a.typos - b.typos ||
    a.attribute - b.attribute ||
    b.exact - a.exact ||
    b.headingReadsQuery() - a.headingReadsQuery() ||
    b.pageScore * (1 + PHRASE_BONUS * b.proximity) - a.pageScore * (1 + PHRASE_BONUS * a.proximity);
  if (shared) return shared;
  const tail = TEXT_RANKS.has(a.attribute)
    ? b.score - a.score || a.position - b.position
    : b.coverage - a.coverage || b.level - a.level || a.position - b.position || b.score - a.score;
  return tail || a.order - b.order;
}

/** The ranking of a hit that matched no word: an empty query lists sections in the order of the site. */
export function unranked(order: number): Ranking {
  return {
    phrase: 0,
    words: 0,
    common: 0,
    wordsInHeadings: 0,
    symptomSection: 0,
    titleAboutQuery: 0,
    explainingPage: 0,
    headingReadsQuery: () => 0,
    typos: 0,
    proximity: 0,
    attribute: 0,
    exact: 0,
    pageScore: 0,
    coverage: 0,
    level: 0,
    position: 0,
    score: 0,
    order,
  };
}

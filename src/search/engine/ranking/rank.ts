import type { SearchResult } from 'minisearch';
import type { SearchRecord } from '../../records/types';
import type { QueryMatcher } from '../query';
import { bitCount, type FieldWords } from './attributes';
import { bestAttribute, coverage } from './best-attribute';
import { explainingPage } from './explaining-page';
import { HeadingReadsQuery } from './heading-reads-query';
import type { Ranking } from './order';
import { proximity } from './proximity';
import { QuotedRun } from './quoted-run';
import { symptomSection, type SymptomSections } from './symptom-section';
import { TitleAboutQuery } from './title-about-query';
import { exactCount, typoCount, WordMatches, wordsFound } from './word-matches';
import { wordsInHeadings } from './words-in-headings';

/**
 * The ranking of one query's hits. It holds everything the criteria keep for the query (their
 * caches and reused rows), so that nothing lives on from one query to the next: one per search.
 */
export class QueryRanking {
  private readonly matches: WordMatches;
  private readonly quotedRun: QuotedRun;
  private readonly titles: TitleAboutQuery;
  private readonly headings: HeadingReadsQuery;

  /**
   * `common`: the query words on most pages, as bits (they count half a word and name no heading);
   * `symptoms`: the site's sections that answer symptoms.
   */
  constructor(
    private readonly matcher: QueryMatcher,
    private readonly fieldWords: FieldWords,
    private readonly symptoms: SymptomSections,
    private readonly common = 0,
  ) {
    this.matches = new WordMatches(matcher);
    this.quotedRun = new QuotedRun(matcher, fieldWords);
    this.titles = new TitleAboutQuery(matcher);
    this.headings = new HeadingReadsQuery(matcher);
  }

  /** Ranking.phrase of a record whose found words are `found` (bits), before ranking: it weighs first. */
  phrase(id: number, found: number): number {
    return this.quotedRun.length(id, found);
  }

  rank(result: SearchResult, record: SearchRecord, pageScore = result.score, phrase = 0): Ranking {
    const { matcher, matches, common } = this;
    const id = result.id as number;
    matches.read(result);
    const attribute = bestAttribute(matches);
    return {
      phrase,
      ...wordsFound(matches, common),
      wordsInHeadings: wordsInHeadings(matches, common),
      symptomSection: symptomSection(matcher, this.symptoms, record),
      titleAboutQuery: bitCount(this.titles.words(record.hierarchy.lvl1) & ~common),
      explainingPage: explainingPage(matcher, record),
      headingReadsQuery: this.headings.onDemand(record),
      typos: typoCount(matches),
      proximity: proximity(id, matcher, this.fieldWords, matches),
      attribute,
      exact: exactCount(matches),
      pageScore,
      coverage: coverage(matches, attribute, id, this.fieldWords),
      level: record.weight.level,
      position: record.weight.position,
      score: result.score,
      order: id,
    };
  }
}

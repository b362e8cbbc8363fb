import type { SearchRecord } from '../../records/types';
import type { QueryMatcher } from '../query';
import { memo, normalize } from '../text';

const SECTION_HEADINGS = ['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

const headingKey = memo((heading: string) => normalize(heading).trim());

/**
 * The sections of the site that answer reports of something wrong: every record of a page whose role
 * is `symptoms` (the sidebar says which, see PageRole), and every record under a heading of another
 * page that reads that page's title, the topic's own share of it. Read from the records: renaming the
 * page or a heading changes nothing here.
 */
export class SymptomSections {
  private readonly titles: ReadonlySet<string>;

  constructor(records: readonly SearchRecord[]) {
    this.titles = new Set(
      records.filter((record) => record.page_role === 'symptoms').map((record) => headingKey(record.hierarchy.lvl1)),
    );
  }

  has(record: SearchRecord): boolean {
    if (record.page_role === 'symptoms') return true;
    return SECTION_HEADINGS.some((level) => {
      const heading = record.hierarchy[level];
      return heading != null && this.titles.has(headingKey(heading));
    });
  }
}

/**
 * Ranking.symptomSection: 1 when the query reports something wrong (QueryMatcher.symptom) and the
 * record is in a section that answers symptoms. For "skeleton does not hide", the troubleshooting
 * entry whose heading names the skeleton comes before the page titled Skeleton.
 */
export function symptomSection(matcher: QueryMatcher, sections: SymptomSections, record: SearchRecord): number {
  return matcher.symptom && sections.has(record) ? 1 : 0;
}

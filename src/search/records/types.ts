/** The levels of a DocSearch record: lvl0 the sidebar category, lvl1 the page title, lvl2+ headings. */
export const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
type Level = (typeof LEVELS)[number];

export type Hierarchy = { lvl0: string; lvl1: string } & Record<Exclude<Level, 'lvl0' | 'lvl1'>, string | null>;

/** A page title (`lvl1`), a heading (`lvl2`…`lvl6`) or a paragraph, list item or table row (`content`). */
export type RecordType = Exclude<Level, 'lvl0'> | 'content';

/**
 * What a page is for, as the sidebar says (`customProps.searchRole` of the page's category or of the
 * page itself): an `example` page shows one use of what other pages explain; a `symptoms` page
 * answers reports of something wrong. Ranking reads these, never the wording of a label or heading.
 */
const PAGE_ROLES = ['example', 'symptoms'] as const;
export type PageRole = (typeof PAGE_ROLES)[number];

/** A role named in the sidebar, checked: a misspelt one stops the build instead of changing results. */
export function pageRole(value: unknown): PageRole | undefined {
  if (value === undefined) return undefined;
  if (!PAGE_ROLES.includes(value as PageRole))
    throw new Error(`Unknown search role ${JSON.stringify(value)}: expected one of ${PAGE_ROLES.join(', ')}`);
  return value as PageRole;
}

/** One search record in DocSearch's format, as the crawler writes it and Algolia stores it. */
export type SearchRecord = {
  objectID: string;
  type: RecordType;
  hierarchy: Hierarchy;
  content: string | null;
  /**
   * The code identifiers the record is about, not merely mentions: the first cell of a table row and
   * the code a list item or paragraph opens with (`translateX` in the transforms table). Absent if none.
   */
  identifiers?: string[];
  /**
   * Absolute, with the anchor of the section's heading when there is one, and inside the panel of a
   * tab that the address opens (`<Tabs queryString>`), that tab's query: `/installation?path=bare#…`.
   */
  url: string;
  /** The page's own address, without the query of a tab or the anchor: what the records of one page share. */
  url_without_anchor: string;
  anchor: string | null;
  /** The role of the record's page, when it has one. */
  page_role?: PageRole;
  /** Facets that contextual search filters on. */
  language: string;
  docusaurus_tag: string;
  /** DocSearch's custom ranking: heading level (lvl1 100 … content 0) and order on the page. */
  weight: { pageRank: number; level: number; position: number };
};

/** What the plugin knows about a page before reading its HTML. */
export type PageInfo = {
  /** Absolute URL of the page, without anchor. */
  url: string;
  /** The sidebar category, lvl0 of every record of the page. */
  category: string;
  /** The page title, lvl1. */
  title: string;
  /** What the page is for, when the sidebar says. */
  role?: PageRole;
};

export const LEVEL_WEIGHT: Record<RecordType, number> = {
  lvl1: 100,
  lvl2: 90,
  lvl3: 80,
  lvl4: 70,
  lvl5: 60,
  lvl6: 50,
  content: 0,
};

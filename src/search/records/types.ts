/** The levels of a DocSearch record: lvl0 the sidebar category, lvl1 the page title, lvl2+ headings. */
export const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export type Level = (typeof LEVELS)[number];

export type Hierarchy = { lvl0: string; lvl1: string } & Record<Exclude<Level, 'lvl0' | 'lvl1'>, string | null>;

/** A page title (`lvl1`), a heading (`lvl2`…`lvl6`) or a paragraph, list item or table row (`content`). */
export type RecordType = Exclude<Level, 'lvl0'> | 'content';

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
  /** Absolute, with the anchor of the section's heading when there is one. */
  url: string;
  url_without_anchor: string;
  anchor: string | null;
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

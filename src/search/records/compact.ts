import { LEVEL_WEIGHT, type Hierarchy, type PageRole, type RecordType, type SearchRecord } from './types';

/**
 * The records as the browser downloads them: pages and sections are stored once and records point to
 * them, so the file holds little more than the text. `unpack(pack(records))` gives the records back.
 */
export type CompactIndex = {
  version: 1;
  origin: string;
  /** [language, docusaurus_tag] pairs. */
  facets: [string, string][];
  /** [path, lvl0, lvl1, facet index, page role?] */
  pages: Page[];
  /**
   * [link, lvl2, …, lvl6], trailing empty levels left out. The link is what follows the page in the
   * address: the anchor alone (or ''), or, in a tab's panel, the tab's query and the anchor,
   * `?path=bare#anchor`.
   */
  sections: (string | null)[][];
  /** [page index, type index, section index, content?, identifiers joined by spaces?] */
  records: ([number, number, number] | [number, number, number, string] | [number, number, number, string, string])[];
};

type Page = [string, string, string, number] | [string, string, string, number, PageRole];

const TYPES: RecordType[] = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'content'];
const HEADING_LEVELS = ['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

function interner<T>(key: (value: T) => string) {
  const table: T[] = [];
  const seen = new Map<string, number>();
  return {
    table,
    id(value: T): number {
      const k = key(value);
      let index = seen.get(k);
      if (index === undefined) {
        index = table.push(value) - 1;
        seen.set(k, index);
      }
      return index;
    },
  };
}

/** The section's link: what follows the page in the record's address, without the `#` of an anchor alone. */
function linkOf(record: SearchRecord): string {
  const link = record.url.slice(record.url_without_anchor.length);
  return link.startsWith('#') ? link.slice(1) : link;
}

/** The anchor a link ends with, if any. */
function anchorOf(link: string): string | null {
  if (!link.startsWith('?')) return link || null;
  const hash = link.indexOf('#');
  return hash < 0 ? null : link.slice(hash + 1);
}

export function pack(records: SearchRecord[], origin: string): CompactIndex {
  const facets = interner<[string, string]>((pair) => pair.join('\n'));
  const pages = interner<Page>((page) => page[0]);
  const sections = interner<(string | null)[]>((section) => JSON.stringify(section));
  const packed: CompactIndex['records'] = records.map((record) => {
    const path = record.url_without_anchor.slice(origin.length) || '/';
    const facet = facets.id([record.language, record.docusaurus_tag]);
    const { lvl0, lvl1 } = record.hierarchy;
    const page = pages.id(record.page_role ? [path, lvl0, lvl1, facet, record.page_role] : [path, lvl0, lvl1, facet]);
    const section = [linkOf(record), ...HEADING_LEVELS.map((level) => record.hierarchy[level])];
    while (section.length > 1 && section[section.length - 1] === null) section.pop();
    const head: [number, number, number] = [page, TYPES.indexOf(record.type), sections.id(section)];
    if (record.content === null) return head;
    return record.identifiers ? [...head, record.content, record.identifiers.join(' ')] : [...head, record.content];
  });
  return { version: 1, origin, facets: facets.table, pages: pages.table, sections: sections.table, records: packed };
}

export function unpack(index: CompactIndex): SearchRecord[] {
  const positions = new Map<number, number>();
  // One string per page and per section, shared by their records: search compares and looks up URLs
  // all the time, and the same string is found at once where an equal one is compared letter by letter.
  const pageUrls = index.pages.map(([path]) => index.origin + path);
  const sectionUrls = new Map<string, string>();
  const urlOf = (pageIndex: number, link: string | null | undefined) => {
    const page = pageUrls[pageIndex];
    if (!link) return page;
    const key = `${pageIndex} ${link}`;
    let url = sectionUrls.get(key);
    if (url === undefined) sectionUrls.set(key, (url = link.startsWith('?') ? page + link : `${page}#${link}`));
    return url;
  };
  return index.records.map(([pageIndex, typeIndex, sectionIndex, content, identifiers]) => {
    const [path, lvl0, lvl1, facet, role] = index.pages[pageIndex];
    const [language, docusaurusTag] = index.facets[facet];
    const [link, ...headings] = index.sections[sectionIndex];
    const hierarchy = { lvl0, lvl1 } as Hierarchy;
    HEADING_LEVELS.forEach((level, i) => (hierarchy[level] = headings[i] ?? null));
    const position = positions.get(pageIndex) ?? 0;
    positions.set(pageIndex, position + 1);
    const type = TYPES[typeIndex];
    const page = pageUrls[pageIndex];
    return {
      objectID: `${path}:${position}`,
      type,
      hierarchy,
      content: content ?? null,
      ...(identifiers && { identifiers: identifiers.split(' ') }),
      url: urlOf(pageIndex, link),
      url_without_anchor: page,
      anchor: anchorOf(link ?? ''),
      ...(role && { page_role: role }),
      language,
      docusaurus_tag: docusaurusTag,
      weight: { pageRank: 0, level: LEVEL_WEIGHT[type], position },
    };
  });
}

import { LEVEL_WEIGHT, type Hierarchy, type PageRole, type RecordType, type SearchRecord } from '../records/types';

/**
 * Small hand-made records for the engine's tests: `page(path, category, title, [type, heading?, text?]…)`,
 * with the page's facets and its role (PageRole) if it has one.
 */
export function page(
  path: string,
  category: string,
  title: string,
  items: [RecordType, string | null, string | null][],
  facets: { language?: string; docusaurus_tag?: string; role?: PageRole } = {},
): SearchRecord[] {
  const url = `https://moti.fyi${path}`;
  let hierarchy: Hierarchy = {
    lvl0: category,
    lvl1: title,
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  };
  let anchor: string | null = null;
  const all: [RecordType, string | null, string | null][] = [['lvl1', null, null], ...items];
  return all.map(([type, heading, content], position) => {
    if (type !== 'content' && type !== 'lvl1' && heading) {
      hierarchy = { ...hierarchy, [type]: heading };
      anchor = heading.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    }
    return {
      objectID: `${path}:${position}`,
      type,
      hierarchy: { ...hierarchy },
      content,
      url: anchor ? `${url}#${anchor}` : url,
      url_without_anchor: url,
      anchor,
      ...(facets.role && { page_role: facets.role }),
      language: facets.language ?? 'en',
      docusaurus_tag: facets.docusaurus_tag ?? 'docs-default-current',
      weight: { pageRank: 0, level: LEVEL_WEIGHT[type], position },
    };
  });
}

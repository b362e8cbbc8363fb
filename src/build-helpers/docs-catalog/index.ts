import type { LoadedContent } from '@docusaurus/plugin-content-docs';

/** One doc page as build-time plugins see it (search records, Markdown copies, llms.txt). */
export type CatalogEntry = {
  permalink: string;
  title: string;
  description: string;
  /** The sidebar category that holds the page, or null for pages outside the sidebar. */
  category: string | null;
  /** The sidebar's `customProps` for the page: its category's, then the page's own over them. */
  customProps?: Record<string, unknown>;
};

type SidebarItem = LoadedContent['loadedVersions'][number]['sidebars'][string][number];

type Placed = { id: string; category: string | null; customProps: Record<string, unknown> };

function* walk(items: SidebarItem[], category: string | null, inherited: Record<string, unknown>): Generator<Placed> {
  for (const item of items) {
    if (item.type === 'category') {
      const props = { ...inherited, ...item.customProps };
      // A category's own page (its label links to it) comes first among its pages.
      if (item.link?.type === 'doc') yield { id: item.link.id, category: item.label, customProps: props };
      yield* walk(item.items, item.label, props);
    } else if (item.type === 'doc' || item.type === 'ref')
      yield { id: item.id, category, customProps: { ...inherited, ...item.customProps } };
  }
}

/**
 * Every doc of the single version, in sidebar order, then the pages outside the sidebar in
 * permalink order. Built from the docs plugin's loaded content (`allContentLoaded`).
 */
export function docsCatalog(content: LoadedContent): CatalogEntry[] {
  const version = content.loadedVersions[0];
  if (!version) return [];
  const byId = new Map(version.docs.map((doc) => [doc.id, doc]));
  const entries: CatalogEntry[] = [];
  const seen = new Set<string>();
  for (const sidebar of Object.values(version.sidebars)) {
    for (const { id, category, customProps } of walk(sidebar, null, {})) {
      const doc = byId.get(id);
      if (!doc || seen.has(id)) continue;
      seen.add(id);
      entries.push({ permalink: doc.permalink, title: doc.title, description: doc.description, category, customProps });
    }
  }
  const unlisted = version.docs
    .filter((doc) => !seen.has(doc.id))
    .sort((a, b) => a.permalink.localeCompare(b.permalink));
  for (const doc of unlisted) {
    entries.push({ permalink: doc.permalink, title: doc.title, description: doc.description, category: null });
  }
  return entries;
}

/** The loaded content of the default docs plugin, from `allContentLoaded`'s `allContent`. */
export function docsContent(allContent: Record<string, Record<string, unknown>>): LoadedContent {
  const content = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
  if (!content) throw new Error('docs-catalog: the docs plugin (id "default") has no loaded content.');
  return content;
}

/** The built HTML file of a permalink (`/` → index.html, `/a/b` → a/b/index.html). */
export function builtHtmlPath(outDir: string, permalink: string): string {
  const trimmed = permalink.replace(/^\/|\/$/g, '');
  return trimmed ? `${outDir}/${trimmed}/index.html` : `${outDir}/index.html`;
}

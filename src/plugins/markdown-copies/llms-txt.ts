import type { CatalogEntry } from '../../build-helpers/docs-catalog';
import { markdownPath } from './markdown-path.mjs';

export type Site = { title: string; url: string; summary: string; details: string };
export type Page = CatalogEntry & { markdown: string };

/** Pages outside the sidebar: the llms.txt convention lets readers skip an `Optional` section. */
const UNLISTED = 'Optional';

const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();
const escapeLabel = (value: string) => value.replace(/[[\]\\]/g, '\\$&');

const markdownUrl = (siteUrl: string, permalink: string) => siteUrl.replace(/\/$/, '') + markdownPath(permalink);

/** `/llms.txt` (https://llmstxt.org): name, summary, then the pages by sidebar category. */
export function llmsTxt(site: Site, entries: CatalogEntry[]): string {
  const sections = new Map<string, string[]>();
  for (const entry of entries) {
    const name = entry.category ?? UNLISTED;
    const description = oneLine(entry.description);
    const link = `- [${escapeLabel(entry.title)}](${markdownUrl(site.url, entry.permalink)})`;
    sections.set(name, [...(sections.get(name) ?? []), description ? `${link}: ${description}` : link]);
  }
  // Map order is insertion order: sidebar categories first, then the unlisted pages.
  const body = [...sections].map(([name, lines]) => `## ${name}\n\n${lines.join('\n')}`);
  return [`# ${site.title}`, `> ${oneLine(site.summary)}`, site.details, ...body].join('\n\n') + '\n';
}

/** `/llms-full.txt`: every page's Markdown in sidebar order, each with the address it came from. */
export function llmsFullTxt(site: Site, pages: Page[]): string {
  const head = `# ${site.title}\n\n> ${oneLine(site.summary)}`;
  const bodies = pages.map(({ permalink, markdown }) => {
    const source = `Source: ${site.url.replace(/\/$/, '')}${permalink}`;
    // Put the source under the page's own H1 when it starts with one.
    const [first, ...rest] = markdown.trimEnd().split('\n');
    return first?.startsWith('# ') ? [first, '', source, ...rest].join('\n') : `${source}\n\n${markdown.trimEnd()}`;
  });
  // Blank lines around the rule: right after a paragraph, `---` would make it a heading.
  return [head, ...bodies].join('\n\n---\n\n') + '\n';
}

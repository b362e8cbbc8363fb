// The sections of an MDX page by the anchor Docusaurus gives their heading: the explicit `{#id}`,
// else the heading's text slugged as Docusaurus slugs it (github-slugger, inline code marks dropped).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import GithubSlugger from 'github-slugger';

const HEADING = /^(#{2,6})\s+(.*?)(?:\s*\\?\{#([\w-]+)\\?\})?\s*$/;

/** The page's file for a route (`/interactions/pressable` → docs/interactions/pressable.mdx), or null. */
export function pageFile(docsDir: string, route: string): string | null {
  const file = path.join(docsDir, `${route.replace(/^\//, '')}.mdx`);
  return existsSync(file) ? file : null;
}

/** Each section's text, from its heading to the next heading of its level or above, by anchor. */
export function sectionsByAnchor(markdown: string): Map<string, string> {
  const slugger = new GithubSlugger();
  const lines = markdown.split('\n');
  const headings: { line: number; level: number; anchor: string }[] = [];
  let inFence = false;
  lines.forEach((line, index) => {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    const match = !inFence && HEADING.exec(line);
    if (!match) return;
    const text = match[2].replace(/`/g, '').replace(/\\([{}])/g, '$1');
    const slug = slugger.slug(text);
    headings.push({ line: index, level: match[1].length, anchor: match[3] ?? slug });
  });
  const sections = new Map<string, string>();
  headings.forEach((heading, index) => {
    const end = headings.slice(index + 1).find((next) => next.level <= heading.level)?.line ?? lines.length;
    sections.set(heading.anchor, lines.slice(heading.line, end).join('\n'));
  });
  return sections;
}

export const readSections = (file: string) => sectionsByAnchor(readFileSync(file, 'utf8'));

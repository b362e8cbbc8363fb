// The sections of an MDX page by the anchor Docusaurus gives their heading: the explicit `{#id}`,
// else the heading's text slugged as Docusaurus slugs it. A slug this gets wrong names no section,
// so the test that looks it up fails rather than passing.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** github-slugger's rule, which Docusaurus applies to a heading's text: a repeated slug gets `-1`, `-2`… */
function createSlugger() {
  const seen = new Map<string, number>();
  return (text: string) => {
    const base = text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    return count ? `${base}-${count}` : base;
  };
}

const HEADING = /^(#{2,6})\s+(.*?)(?:\s*\\?\{#([\w-]+)\\?\})?\s*$/;

/** The page's file for a route (`/interactions/pressable` → docs/interactions/pressable.mdx), or null. */
export function pageFile(docsDir: string, route: string): string | null {
  const file = path.join(docsDir, `${route.replace(/^\//, '')}.mdx`);
  return existsSync(file) ? file : null;
}

/** Each section's text, from its heading to the next heading of its level or above, by anchor. */
export function sectionsByAnchor(markdown: string): Map<string, string> {
  const slug = createSlugger();
  const lines = markdown.split('\n');
  const headings: { line: number; level: number; anchor: string }[] = [];
  let inFence = false;
  lines.forEach((line, index) => {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    const match = !inFence && HEADING.exec(line);
    if (!match) return;
    const text = match[2].replace(/`/g, '').replace(/\\([{}])/g, '$1');
    headings.push({ line: index, level: match[1].length, anchor: match[3] ?? slug(text) });
  });
  const sections = new Map<string, string>();
  headings.forEach((heading, index) => {
    const end = headings.slice(index + 1).find((next) => next.level <= heading.level)?.line ?? lines.length;
    sections.set(heading.anchor, lines.slice(heading.line, end).join('\n'));
  });
  return sections;
}

export const readSections = (file: string) => sectionsByAnchor(readFileSync(file, 'utf8'));

/**
 * The address of a page's Markdown copy: `/installation` → `/installation.md`, `/` → `/index.md`.
 * Shared by the build plugin (where to write) and the "Copy page" control (what to fetch).
 */
export function markdownPath(permalink: string): string {
  const trimmed = permalink.replace(/\/+$/, '');
  return trimmed ? `${trimmed}.md` : '/index.md';
}

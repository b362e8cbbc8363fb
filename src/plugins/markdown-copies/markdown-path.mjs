/**
 * The address of a page's Markdown copy: `/installation` → `/installation.md`, `/` → `/index.md`.
 * Shared by the build plugin (where to write), the "Copy page" control (what to fetch) and the
 * servers (what `Accept: text/markdown` gets); plain JavaScript, so that the Node server imports it.
 * @param {string} permalink
 * @returns {string}
 */
export function markdownPath(permalink) {
  const trimmed = permalink.replace(/\/+$/, '');
  return trimmed ? `${trimmed}.md` : '/index.md';
}

// The reference for the bench's paint and blocking budgets: a bare Docusaurus site of the version
// this site runs, built from the classic preset with no plugin, swizzle, patch or stylesheet of ours.
// The bench writes each measured page's Markdown copy into docs/ before it builds, so that both
// sites show the same text and the figures differ by what this site adds to the framework.
/** @type {import('@docusaurus/types').Config} */
export default {
  title: 'Reference',
  url: 'http://localhost',
  baseUrl: '/',
  onBrokenLinks: 'ignore',
  onBrokenAnchors: 'ignore',
  // The copies are plain Markdown; MDX would read their `{` and `<` as code.
  markdown: { format: 'md', hooks: { onBrokenMarkdownLinks: 'ignore' } },
  future: { v4: true },
  presets: [['classic', { docs: { routeBasePath: '/' }, blog: false, theme: {} }]],
  themeConfig: {
    colorMode: { defaultMode: 'dark', disableSwitch: true, respectPrefersColorScheme: false },
    navbar: { title: 'Reference' },
  },
};

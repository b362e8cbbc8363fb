import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import npm2yarn from '@docusaurus/remark-plugin-npm2yarn';
import { links } from './src/site-settings/site-links';
import { externalScripts } from './src/site-settings/external-scripts';
import { darkCanvasHeadTags } from './src/site-settings/dark-canvas';
import { reanimatedChoiceHeadTags } from './src/version-facts/head-tags';
import { snackSettings } from './src/site-settings/snack-settings';
import { motiDark } from './src/theme-code/prism-theme';
import { warnOnBrokenMarkdownLink } from './src/build-helpers/broken-markdown-links';
import liveExamples from './src/plugins/live-examples';
import remarkImportLiveExample from './src/plugins/live-examples/remark-import-live-example';
import remarkImportVersionFacts from './src/plugins/page-imports/remark-import-version-facts';
import codeHighlight from './src/plugins/code-highlight';
import rehypeHighlightCode from './src/plugins/code-highlight/rehype-highlight-code';
import rehypeTableLabels from './src/plugins/table-cards/rehype-table-labels';
import searchIndex from './src/plugins/search-index';
import searchBarOfProvider from './src/plugins/search-bar-of-provider';
import securityPolicy from './src/plugins/security-policy';
import unusedInfima from './src/plugins/unused-infima';
import quotedMessageModules from './src/plugins/quoted-messages';
import { policySources } from './src/plugins/security-policy/sources';
import { algoliaThemeConfig, searchSettings } from './src/search/config';
import { MOTI_RELEASE } from './src/site-settings/moti-release';
import { docsEditUrl } from './src/site-settings/edit-url';

// The public address; previews and forks set SITE_URL.
const siteUrl = process.env.SITE_URL ?? 'https://moti.fyi';
// Search answers offline from our own index, or from Algolia when ALGOLIA_APP_ID, ALGOLIA_SEARCH_API_KEY
// and ALGOLIA_INDEX_NAME are all set (only some of them stops the build).
const search = searchSettings(process.env);
// The repository that holds this site (https://github.com/<owner>/<name>); unset, pages show no edit link.
const docsRepository = process.env.DOCS_REPOSITORY_URL;

const config: Config = {
  title: 'Moti',
  tagline: 'The universal animation library for React Native and the web, powered by Reanimated.',
  url: siteUrl,
  baseUrl: '/',
  favicon: 'img/favicon.svg',
  titleDelimiter: '|',
  organizationName: 'nandorojo',
  projectName: 'moti',
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  // Broken Markdown links warn and the build goes on (see the hook for why not 'warn').
  markdown: { hooks: { onBrokenMarkdownLinks: warnOnBrokenMarkdownLink } },
  i18n: { defaultLocale: 'en', locales: ['en'] },
  future: { v4: true },
  // moti.fyi has its own origin, so keys need no namespace; plain keys also let us clear the
  // `theme` choice stored by the previous site: a stored theme value is removed.
  storage: { type: 'localStorage', namespace: false },
  clientModules: [
    './src/client-modules/keyboard-navigation.ts',
    './src/client-modules/safe-url.ts',
    './src/client-modules/scrollable-tables.ts',
    './src/client-modules/moved-anchors.ts',
  ],
  scripts: externalScripts,
  // Dark from the first frame, before the theme's script has run (src/site-settings/dark-canvas.ts); the reader's
  // Reanimated version for <VersionFact> before the first paint (src/version-facts/head-tags.ts).
  headTags: [...darkCanvasHeadTags, ...reanimatedChoiceHeadTags],
  // Open in Snack follows SNACK_EMBED (src/site-settings/external-scripts.ts): null when the embed is off.
  customFields: { searchProvider: search.provider, snack: snackSettings() },
  plugins: [
    liveExamples,
    // Code highlighted at build time, with types on hover: the popups' styles, and no Prism in pages.
    codeHighlight,
    // Markdown copies of the doc pages, llms.txt and llms-full.txt.
    './src/plugins/markdown-copies/index.ts',
    // Search records and the offline index; SEARCH_RECORDS_FILE is where `npm run search:records` wants them.
    searchIndex({ offline: search.provider === 'offline', recordsFile: process.env.SEARCH_RECORDS_FILE }),
    // The provider's search bar, as a generated module (one bundler cache serves both providers).
    searchBarOfProvider(search.provider),
    // What the Content-Security-Policy allows beyond our own files; the post-build adds script hashes.
    securityPolicy(policySources(search)),
    // Each quoted message a module of its own, so that a page loads only the messages it quotes.
    quotedMessageModules,
    // Infima's rules for components no page renders (pagination, pills, cards…) leave the stylesheet.
    unusedInfima,
  ],
  presets: [
    [
      'classic',
      {
        docs: {
          routeBasePath: '/',
          sidebarPath: './sidebars.ts',
          editUrl: docsEditUrl(docsRepository),
          // The date of each page's last commit, which tells a reader how fresh a page is; git gives it in one pass.
          showLastUpdateTime: true,
          // <LiveExample>, <VersionFact> and <QuotedMessage> need no import on a page; the plugins add
          // them where used, so other pages never load their code.
          remarkPlugins: [
            [npm2yarn, { sync: true, converters: ['yarn', 'pnpm', 'bun'] }],
            remarkImportLiveExample,
            remarkImportVersionFacts,
          ],
          // Every fence highlighted by Shiki while the page compiles; checked ts/tsx blocks get their types.
          // Each table cell named by its column, for the cards a table's rows become in a narrow column.
          rehypePlugins: [rehypeHighlightCode, rehypeTableLabels],
          lastVersion: 'current',
          versions: { current: { label: 'Next' } },
        },
        blog: false,
        pages: {},
        theme: { customCss: ['./src/css/custom.css', './src/css/fit-the-screen.css'] },
      } satisfies Preset.Options,
    ],
  ],
  themeConfig: {
    // Link previews: the card drawn by scripts/social-card.mjs, described and sized for crawlers.
    image: 'img/social-card.png',
    metadata: [
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: 'Moti' },
      { property: 'og:image:width', content: '1200' },
      { property: 'og:image:height', content: '630' },
      { property: 'og:image:alt', content: 'Moti: the universal animation library for React Native and the web' },
      { name: 'twitter:image:alt', content: 'Moti: the universal animation library for React Native and the web' },
      { name: 'twitter:creator', content: '@fernandotherojo' },
    ],
    colorMode: { defaultMode: 'dark', disableSwitch: true, respectPrefersColorScheme: false },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    algolia: algoliaThemeConfig(search),
    announcementBar: {
      // A new id shows the bar again to readers who closed the previous one.
      id: `moti-${MOTI_RELEASE.replace('.', '-')}`,
      content: `Moti ${MOTI_RELEASE} is out. <a href="/compatibility">Check which versions of Reanimated and React go with it</a>.`,
      isCloseable: true,
      backgroundColor: '#2b2150',
      textColor: '#f4f1ff',
    },
    navbar: {
      title: 'Moti',
      hideOnScroll: true,
      logo: { alt: 'Moti logo', src: 'img/logo.svg', width: 32, height: 32 },
      items: [
        { href: links.sponsor, label: 'Sponsor', position: 'right' },
        { href: links.discord, label: 'Discord', position: 'right' },
        { href: links.x, label: 'X/Twitter', position: 'right' },
        { href: links.github, label: 'GitHub', position: 'right' },
        { type: 'search', position: 'right' },
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Docs',
          items: [
            { label: 'Getting Started', to: '/' },
            { label: 'Installation', to: '/installation' },
          ],
        },
        {
          title: 'Community',
          items: [
            { label: 'X/Twitter', href: links.x },
            { label: 'Discord', href: links.discord },
            { label: 'Sponsor', href: links.sponsor },
            { label: 'GitHub', href: links.github },
          ],
        },
      ],
      copyright: 'Copyright © 2025 Fernando Rojo',
    },
    prism: {
      // The code blocks' background and text only: every page carries this setting, and no page runs
      // Prism (the build colours code; the example editor imports its whole theme with itself).
      theme: { plain: motiDark.plain, styles: [] },
    },
  } satisfies Preset.ThemeConfig,
};

export default config;

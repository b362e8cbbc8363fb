import type { Plugin } from '@docusaurus/types';
import purgeCSSPlugin from '@fullhuman/postcss-purgecss';
import type { AcceptedPlugin, Root } from 'postcss';

/**
 * Infima, the theme's CSS framework, arrives whole: pagination, pills, avatars, cards, heroes, badges
 * and spacing helpers no page of this site renders. This plugin gives the bundler's PostCSS a pass of
 * PurgeCSS over Infima's own stylesheet only (our CSS and the theme's modules are left as written):
 * a rule stays when a class it names appears in the theme's code, in ours or in a page.
 */
const INFIMA_STYLESHEET = /[\\/]infima[\\/]dist[\\/]/;

/** Where a class Infima styles can be named: the theme's and the framework's client code, ours, the pages. */
const CLASS_SOURCES = [
  'node_modules/@docusaurus/*/lib/**/*.js',
  'node_modules/@docsearch/react/dist/esm/*.js',
  'src/**/*.{ts,tsx,mjs,css}',
  'docs/**/*.{md,mdx}',
  'docusaurus.config.ts',
];

/**
 * PurgeCSS drops Infima's solid-button hover rules, `:where(.button--primary):not(.button--outline):hover`,
 * although both classes are in use (seen with purgecss 8.0.0), so every selector with `:where` is kept whole.
 */
const KEPT_SELECTORS = [/:where/];

/** PurgeCSS, run on Infima's stylesheet and on nothing else that passes through the bundler's PostCSS. */
export function infimaPurge(): AcceptedPlugin {
  return onlyOnInfima(
    purgeCSSPlugin({
      content: CLASS_SOURCES,
      skippedContentGlobs: ['**/*.test.ts'],
      safelist: { standard: KEPT_SELECTORS },
    }),
  );
}

function onlyOnInfima(purge: ReturnType<typeof purgeCSSPlugin>): AcceptedPlugin {
  // The creator's type allows a Processor too; PurgeCSS's plugin is a plain one with OnceExit.
  const inner = 'OnceExit' in purge ? purge : undefined;
  return {
    postcssPlugin: 'unused-infima',
    OnceExit(root: Root, helpers) {
      if (!INFIMA_STYLESHEET.test(root.source?.input.file ?? '')) return undefined;
      return inner?.OnceExit?.(root, helpers);
    },
  };
}

export default function unusedInfima(): Plugin {
  return {
    name: 'unused-infima',
    configurePostCss(options) {
      options.plugins.push(infimaPurge());
      return options;
    },
  };
}

import path from 'node:path';
import { build } from 'esbuild';
import { reanimatedRuntimes, type ReanimatedVersion } from '../../data/reanimated-versions';
import { reactNativeAlias, reanimatedAlias, runtimeDefinitions, webExtensions } from './bundler-config';

/** The frame's entry: the script that receives code, runs it and answers (src/live-example-frame). */
const ENTRY = 'src/live-example-frame/index.tsx';

/** Where a version's frame document goes in the build folder: its frame path is its clean address. */
export const frameDocumentFile = (outDir: string, version: ReanimatedVersion) =>
  path.join(outDir, reanimatedRuntimes[version].framePath.slice(1), 'index.html');

// The stage's look (src/components/LiveExample/styles.module.css) and the page's text font (Infima's
// base font), so that an edited example looks as it did on the page. Dark before any script runs.
const STYLE = `
:root { color-scheme: dark; }
html, body { margin: 0; background: #0b0b12; color: #e3e3e3; }
body { font-family: system-ui, -apple-system, Segoe UI, Roboto, Ubuntu, Cantarell, Noto Sans, sans-serif, BlinkMacSystemFont, "Segoe UI", Helvetica, Arial, sans-serif, "Apple Color Emoji", "Segoe UI Emoji", "Segoe UI Symbol"; }
#example { display: flex; flex-direction: column; min-height: 100vh; }
#example > * { flex: 1; }
`.trim();

/**
 * Bundles the frame's script, with the same React Native rules as the site's live examples, and
 * returns its whole document: one file with the script inline, so that the opaque-origin frame
 * loads no script from the docs origin, whose files are Cross-Origin-Resource-Policy: same-origin
 * (all but the example pictures: server/host-rules.mjs, EXAMPLE_PICTURES).
 */
export async function buildFrameDocument(
  siteDir: string,
  { isProduction = true, reanimated }: { isProduction?: boolean; reanimated: ReanimatedVersion },
): Promise<string> {
  const result = await build({
    entryPoints: [path.join(siteDir, ENTRY)],
    absWorkingDir: siteDir,
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    minify: isProduction,
    legalComments: 'none',
    jsx: 'automatic',
    // esbuild applies an alias to every import, Moti's included: one Reanimated in the bundle.
    alias: { ...reactNativeAlias, ...reanimatedAlias(reanimatedRuntimes[reanimated]) },
    resolveExtensions: [...webExtensions, '.tsx', '.ts', '.jsx', '.mjs', '.js', '.json'],
    // Moti and Reanimated publish JSX in `.js` files.
    loader: { '.js': 'jsx' },
    define: {
      ...runtimeDefinitions(isProduction),
      'process.env.NODE_ENV': JSON.stringify(isProduction ? 'production' : 'development'),
    },
    // The script goes inline in the document: esbuild then escapes `</script` wherever it occurs.
    supported: { 'inline-script': true },
    logLevel: 'error',
  });
  const script = result.outputFiles[0].text;
  if (/<\/script/i.test(script))
    throw new Error('The live-example frame script still holds "</script" after bundling.');
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="color-scheme" content="dark">',
    `<style>${STYLE}</style>`,
    '<meta name="robots" content="noindex">',
    '<title>Live example</title>',
    '</head>',
    '<body>',
    '<div id="example"></div>',
    `<script>${script}</script>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

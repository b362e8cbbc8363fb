// `npm run bench:designer`: what the transition designer on /animations costs beyond the live
// examples' shared runtime: its own modules, minified, in bytes gzip. Needs no build. Exits 1 over budget.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { DESIGNER_BUDGETS as budgets } from './lib/budgets.mjs';

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const gzip = (body) => gzipSync(body, { level: 6 }).length;

// What the designer shares with live examples is left out: pages with examples load it anyway.
const shared = /\/components\/(LiveExample|LoadFailure)\//;
const designer = await build({
  entryPoints: ['src/components/TransitionDesigner/index.tsx'],
  bundle: true,
  splitting: true,
  format: 'esm',
  outdir: 'bench/results/designer',
  minify: true,
  write: false,
  jsx: 'automatic',
  loader: { '.module.css': 'local-css' },
  external: ['react', 'react/*', 'react-dom', '@docusaurus/*', 'moti', 'react-native', 'react-native-reanimated'],
  plugins: [
    {
      name: 'shared-modules',
      setup(builder) {
        builder.onResolve({ filter: /^\.\.\// }, ({ path: request, resolveDir }) =>
          shared.test(path.join(resolveDir, request) + '/') ? { path: request, external: true } : undefined,
        );
      },
    },
  ],
  logLevel: 'silent',
});
const designerGzip = designer.outputFiles
  .filter((file) => file.path.endsWith('.js'))
  .reduce((sum, file) => sum + gzip(file.contents), 0);
const designerCssGzip = designer.outputFiles
  .filter((file) => file.path.endsWith('.css'))
  .reduce((sum, file) => sum + gzip(file.contents), 0);
const failures = designerGzip > budgets.gzip ? [`designer: ${kb(designerGzip)} gzip`] : [];

console.log(
  `Transition designer: ${kb(designerGzip)} gzip JS (+ ${kb(designerCssGzip)} CSS), budget ${kb(budgets.gzip)}.`,
);
mkdirSync(path.join('bench', 'results'), { recursive: true });
writeFileSync(
  path.join('bench', 'results', 'transition-designer.json'),
  JSON.stringify({ budgets, designerGzip, designerCssGzip, failures }, null, 2),
);
if (failures.length > 0) {
  console.error(`Over budget:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('The transition designer is within budget.');

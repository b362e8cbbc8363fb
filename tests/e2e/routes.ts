import { readFileSync } from 'node:fs';
import path from 'node:path';

// The routes that tests visit, from the docs catalog that Docusaurus's loaded docs give the build
// (src/build-helpers/docs-catalog): the build publishes it as llms.txt, the sidebar's pages by
// category in sidebar order, then the others under `## Optional`. A new page is tested once built.
const buildDir = path.resolve(__dirname, '../..', process.env.BUILD_DIR ?? 'build');

function catalog(): { section: string; route: string }[] {
  let text: string;
  try {
    text = readFileSync(path.join(buildDir, 'llms.txt'), 'utf8');
  } catch {
    throw new Error(`no ${buildDir}/llms.txt: run \`npm run build\` before the browser tests`);
  }
  let section = '';
  return text.split('\n').flatMap((line) => {
    if (line.startsWith('## ')) section = line.slice(3);
    const link = /^- \[.*?\]\(https?:\/\/[^/)]+(\/[^)]*)\.md\)/.exec(line);
    if (!link) return [];
    // The copy of `/` is `/index.md`; of `/a/b`, `/a/b.md`.
    return [{ section, route: link[1] === '/index' ? '/' : link[1] }];
  });
}

const entries = catalog();

/** The sidebar's pages, in its order. */
export const sidebarRoutes = entries.filter((entry) => entry.section !== 'Optional').map((entry) => entry.route);

/** Doc pages left out of the sidebar, in permalink order. */
export const hiddenRoutes = entries.filter((entry) => entry.section === 'Optional').map((entry) => entry.route);

/** Every doc page: the sidebar's, then the others. */
export const docRoutes = [...sidebarRoutes, ...hiddenRoutes];

import type { Plugin } from '@docusaurus/types';
import { precompressDirectory } from './compress';

/**
 * Brotli and gzip copies of the built text files, which the production server (sirv) sends to
 * clients that accept them: no compression work per request, and the best compression levels.
 */
export default function precompressPlugin(): Plugin {
  return {
    name: 'precompress',
    postBuild({ outDir }) {
      // Other plugins write files (Markdown copies, llms.txt, the sitemap…) in their own postBuild,
      // which Docusaurus runs at the same time as this one. Compressing once the build has nothing
      // left to do sees all of them; a failed build exits before that and leaves no copies.
      process.once('beforeExit', async () => {
        const started = Date.now();
        const count = await precompressDirectory(outDir);
        console.log(`[precompress] ${count} files as .br and .gz in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      });
    },
  };
}

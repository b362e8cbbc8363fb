import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { liveExamplesBundlerConfig } from './bundler-config';
import { reanimatedVersions } from '../../data/reanimated-versions';
import { buildFrameDocument, frameDocumentFile } from './frame-document';

/**
 * Lets doc pages run real Moti examples: React Native imports go to react-native-web, and the
 * packages that ship untranspiled or ESM-only code go through the site's own JS loader.
 * The runtime only ever loads through <LiveExample>'s lazy import, so pages without an example never pay for it.
 *
 * After the build it writes the sandboxed frames where edited code runs, and any code on the
 * Reanimated the page's own runtime is not built with (one per Reanimated version,
 * src/data/reanimated-versions.ts): documents of their own, not routes, so they are in no sidebar,
 * sitemap, search index or llms.txt.
 * `npm run dev` has no frame: edited code runs under `npm start`.
 */
export default function liveExamplesPlugin(context: LoadContext): Plugin {
  return {
    name: 'live-examples',
    configureWebpack(config, isServer, utils) {
      return liveExamplesBundlerConfig({
        isServer,
        isProduction: config.mode === 'production',
        jsLoader: utils.getJSLoader({ isServer }),
        DefinePlugin: utils.currentBundler.instance.DefinePlugin,
        modulesDir: path.join(context.siteDir, 'node_modules'),
      });
    },
    async postBuild({ outDir }) {
      // The frames do not depend on each other: bundle them at the same time.
      await Promise.all(
        reanimatedVersions.map(async (reanimated) => {
          const file = frameDocumentFile(outDir, reanimated);
          await mkdir(path.dirname(file), { recursive: true });
          await writeFile(file, await buildFrameDocument(context.siteDir, { reanimated }));
        }),
      );
    },
  };
}

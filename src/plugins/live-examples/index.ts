import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { liveExamplesBundlerConfig } from './bundler-config';
import { buildFrameDocument, frameDocumentFile } from './frame-document';

/**
 * Lets doc pages run real Moti examples: React Native imports go to react-native-web, and the
 * packages that ship untranspiled or ESM-only code go through the site's own JS loader.
 * The runtime only ever loads through <LiveExample>'s lazy import, so pages without an example never pay for it.
 *
 * After the build it writes the sandboxed frame where edited code runs (/live-example-frame): a
 * document of its own, not a route, so it is in no sidebar, sitemap, search index or llms.txt.
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
      const file = frameDocumentFile(outDir);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, await buildFrameDocument(context.siteDir));
    },
  };
}

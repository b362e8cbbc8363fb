import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { liveExamplesBundlerConfig } from './bundler-config';

/**
 * Lets doc pages run real Moti examples: React Native imports go to react-native-web, and the
 * packages that ship untranspiled or ESM-only code go through the site's own JS loader.
 * The runtime only ever loads through <LiveExample>'s lazy import, so pages without an example never pay for it.
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
  };
}

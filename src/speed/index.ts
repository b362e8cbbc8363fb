import path from 'node:path';
import type { PluginConfig } from '@docusaurus/types';
import { speedBundlePlugin } from './bundle-plugin';

/**
 * Prism in the browser as the theme has it, made lighter: the slim Prism (a bundler swap) and code
 * blocks that keep the server's HTML at hydration (a theme, so that its CodeBlock shadows the
 * classic theme's; it wraps the classic one through `@theme-init`).
 */
export function speedLayer(): PluginConfig[] {
  return [
    speedBundlePlugin(),
    () => ({ name: 'speed-quiet-hydration', getThemePath: () => path.join(__dirname, 'theme-quiet-hydration') }),
  ];
}

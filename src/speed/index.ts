import path from 'node:path';
import type { PluginConfig } from '@docusaurus/types';
import { speedBundlePlugin } from './bundle-plugin';
import type { SpeedPiece } from './pieces.mjs';

/**
 * The speed layer as Docusaurus themes, for the pieces a build carries (`speedPieces(process.env.SPEED)`).
 * Themes, not plugins: a theme's components shadow the classic theme's, a plugin's never do. The
 * stand-ins of `theme-quiet-hydration` wrap the classic ones through `@theme-init`.
 */
export function speedLayer(pieces: ReadonlySet<SpeedPiece>): PluginConfig[] {
  const themeOf =
    (name: string, folder: string): PluginConfig =>
    () => ({
      name,
      getThemePath: () => path.join(__dirname, folder),
    });
  return [
    speedBundlePlugin(pieces),
    ...(pieces.has('quiet-hydration') ? [themeOf('speed-quiet-hydration', 'theme-quiet-hydration')] : []),
    ...(pieces.has('empty-theme-parts') ? [themeOf('speed-empty-theme-parts', 'theme-empty-parts')] : []),
  ];
}

import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import siteConfig from '../../docusaurus.config';

// src/speed/theme-empty-parts: DocVersionBanner and DocVersionBadge render nothing, because with this
// configuration the theme's own versions render nothing either. These checks fail when the
// configuration changes so that they would show something: delete the empty stand-in then.
type DocsOptions = {
  lastVersion?: string;
  versions?: Record<string, { banner?: string; badge?: boolean }>;
};
const [, presetOptions] = (siteConfig.presets ?? [])[0] as [string, { docs: DocsOptions }];
const docs = presetOptions.docs;

describe('theme parts that render nothing', () => {
  it('the docs have one version, shown without banner or badge', () => {
    expect(existsSync(path.resolve(__dirname, '../../versions.json'))).toBe(false);
    expect(docs.lastVersion).toBe('current');
    for (const [name, version] of Object.entries(docs.versions ?? {})) {
      expect(version.banner ?? 'none', name).toBe('none');
      expect(version.badge ?? false, name).toBe(false);
    }
  });
});

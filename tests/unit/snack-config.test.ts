import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadSiteConfig, restoreEnvironmentAfterEach } from './lib/site-config';

const { dependencies } = JSON.parse(readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string> };

// Open in Snack is offered exactly when the build keeps the Snack embed.
describe('docusaurus.config.ts and SNACK_EMBED', () => {
  restoreEnvironmentAfterEach();

  it("hands the browser Snack's site and the versions the site runs", async () => {
    const config = await loadSiteConfig({ SNACK_EMBED: '' });
    expect(config.customFields?.snack).toEqual({
      site: 'https://snack.expo.dev/',
      versions: { moti: dependencies.moti, 'expo-linear-gradient': '' },
      // Each Reanimated line an example runs on, as the page installs it, with Worklets beside 4.
      reanimated: {
        3: { 'react-native-reanimated': dependencies['react-native-reanimated-3'].split('@').at(-1) },
        4: {
          'react-native-reanimated': dependencies['react-native-reanimated'],
          'react-native-worklets': dependencies['react-native-worklets'],
        },
      },
    });
  });

  it('hands nothing when the embed is off', async () => {
    const config = await loadSiteConfig({ SNACK_EMBED: 'off' });
    expect(config.customFields?.snack).toBeNull();
    expect(config.scripts).not.toContainEqual(expect.objectContaining({ src: expect.stringContaining('snack') }));
  });

  it('stops a build that still sets the switch by its old name', async () => {
    await expect(loadSiteConfig({ PLAYGROUND_EMBED: 'off' })).rejects.toThrow('PLAYGROUND_EMBED is now SNACK_EMBED');
  });
});

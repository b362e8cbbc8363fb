import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';

const { dependencies } = JSON.parse(readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string> };

// Open in Snack is offered exactly when the build keeps the code-playground embed.
describe('docusaurus.config.ts and PLAYGROUND_EMBED', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it("hands the browser Snack's site and the versions the site runs", async () => {
    vi.stubEnv('PLAYGROUND_EMBED', '');
    const config = (await import('../../docusaurus.config')).default;
    expect(config.customFields?.snack).toEqual({
      site: 'https://snack.expo.dev/',
      versions: {
        moti: dependencies.moti,
        'react-native-reanimated': dependencies['react-native-reanimated'],
        'expo-linear-gradient': '',
      },
    });
  });

  it('hands nothing when the embed is off', async () => {
    vi.stubEnv('PLAYGROUND_EMBED', 'off');
    const config = (await import('../../docusaurus.config')).default;
    expect(config.customFields?.snack).toBeNull();
    expect(config.scripts).not.toContainEqual(expect.objectContaining({ src: expect.stringContaining('snack') }));
  });
});

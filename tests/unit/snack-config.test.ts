import { describe, expect, it } from 'vitest';
import { loadSiteConfig, restoreEnvironmentAfterEach } from './lib/site-config';

// Open in Snack is offered exactly when the build keeps the Snack embed.
describe('docusaurus.config.ts and SNACK_EMBED', () => {
  restoreEnvironmentAfterEach();

  it('hands nothing when the embed is off', async () => {
    const config = await loadSiteConfig({ SNACK_EMBED: 'off' });
    expect(config.customFields?.snack).toBeNull();
    expect(config.scripts).not.toContainEqual(expect.objectContaining({ src: expect.stringContaining('snack') }));
  });

  it('stops a build that still sets the switch by its old name', async () => {
    await expect(loadSiteConfig({ PLAYGROUND_EMBED: 'off' })).rejects.toThrow('PLAYGROUND_EMBED is now SNACK_EMBED');
  });
});

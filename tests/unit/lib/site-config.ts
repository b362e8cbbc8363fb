import { afterEach, vi } from 'vitest';

/**
 * docusaurus.config.ts as a build with these environment variables loads it: the file reads its
 * switches once, when it is loaded, so each call loads it afresh.
 */
export async function loadSiteConfig(env: Record<string, string>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  return (await import('../../../docusaurus.config')).default;
}

/** Puts the environment and the module cache back after each test of the calling file. */
export function restoreEnvironmentAfterEach() {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });
}

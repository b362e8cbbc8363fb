import { enabledExternalScripts } from '../../site-settings/external-scripts';
import type { SearchSettings } from '../../search/config';

/** Origins the pages' Content-Security-Policy allows beyond the site's own, by directive. */
export type PolicySources = { script: string[]; connect: string[]; frame: string[]; form: string[] };

const origin = (address: string) => new URL(address).origin;

/**
 * What the build's configuration needs: each third-party script it keeps (with what that script
 * connects to, frames or posts to), and Algolia's hosts when search is hosted.
 */
export function policySources(search: SearchSettings, scripts = enabledExternalScripts): PolicySources {
  const sources: PolicySources = { script: [], connect: [], frame: [], form: [] };
  for (const script of scripts) {
    sources.script.push(origin(script.src));
    sources.connect.push(...script.needs.connect);
    sources.frame.push(...script.needs.frame);
    sources.form.push(...script.needs.form);
  }
  if (search.provider === 'algolia') {
    // The hosts algoliasearch asks, in order: the read host, then three fallbacks.
    const app = search.appId.toLowerCase();
    sources.connect.push(
      `https://${app}-dsn.algolia.net`,
      ...[1, 2, 3].map((n) => `https://${app}-${n}.algolianet.com`),
    );
  }
  const unique = (values: string[]) => [...new Set(values)].sort();
  return {
    script: unique(sources.script),
    connect: unique(sources.connect),
    frame: unique(sources.frame),
    form: unique(sources.form),
  };
}

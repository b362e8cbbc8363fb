import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { HOST_FILES } from '../../../server/host-rules.mjs';
import { framePaths } from '../../data/reanimated-versions';
import type { PolicySources } from './sources';

/**
 * Begins the build's security policy: what the site's configuration allows beyond its own files
 * (third-party script hosts, hosted search). `scripts/post-build.mjs` adds the hashes of the inline
 * scripts once the HTML is final; every host then sends headers made from it (server/host-rules.mjs).
 */
export default function securityPolicy(sources: PolicySources) {
  return function securityPolicyPlugin(): Plugin {
    return {
      name: 'security-policy',
      async postBuild({ outDir }) {
        const policy = { framePaths, sources, pageScripts: [], frameScripts: [] };
        await writeFile(path.join(outDir, HOST_FILES.policy), `${JSON.stringify(policy, null, 2)}\n`);
      },
    };
  };
}

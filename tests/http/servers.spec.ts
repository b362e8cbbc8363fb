import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { startServer } from '../../server/static-server.mjs';
import { startNginx } from './nginx-server';
import { describeServedSite } from './served-site';

// The built site as each host serves it: the same tests for our Node server and for nginx running
// the build's own nginx.conf, so that neither can drift from the rules of server/host-rules.mjs.
const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');

describeServedSite('the Node server', buildDir, async () => {
  const server = await startServer({ buildDir, port: 0, host: '127.0.0.1' });
  return {
    port: (server.address() as AddressInfo).port,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
});

describeServedSite('nginx with the generated nginx.conf', buildDir, () => startNginx(buildDir));

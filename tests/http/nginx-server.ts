import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { HOST_FILES } from '../../server/host-rules.mjs';
import { NGINX_BROTLI_MODULE, NGINX_DEBIAN_PACKAGES, nginxPath } from '../../scripts/lib/nginx-path.mjs';

export interface RunningNginx {
  port: number;
  stop: () => Promise<void>;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => resolve(!!socket.end()));
    socket.once('error', () => resolve(false));
  });

/**
 * The main configuration around the snippet the build wrote: everything nginx writes (pid, logs,
 * temporary files) goes to a temporary folder, so it runs without root and without /etc/nginx/nginx.conf.
 */
function mainConfig(dir: string, buildDir: string, port: number) {
  const temp = (name: string) => path.join(dir, name);
  return `load_module ${NGINX_BROTLI_MODULE};
${process.getuid?.() === 0 ? `user ${userInfo().username};` : ''}
worker_processes 1;
pid ${temp('nginx.pid')};
events { worker_connections 64; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  server {
    listen 127.0.0.1:${port};
    root ${buildDir};
    include ${path.join(buildDir, HOST_FILES.nginx)};
  }
}
`;
}

/** Starts Debian's nginx over `buildDir` with the build's own nginx.conf; fails, never skips, without it. */
export async function startNginx(buildDir: string): Promise<RunningNginx> {
  const binary = nginxPath();
  for (const file of [binary, NGINX_BROTLI_MODULE]) {
    if (!existsSync(file)) {
      throw new Error(
        `${file} not found: the HTTP tests run Debian's nginx. Run \`node scripts/ensure-nginx.mjs\` as root, or apt-get install -y ${NGINX_DEBIAN_PACKAGES.join(' ')}.`,
      );
    }
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'nginx-'));
  const port = await freePort();
  const config = path.join(dir, 'nginx.conf');
  const errorLog = path.join(dir, 'error.log');
  writeFileSync(config, mainConfig(dir, buildDir, port));
  const child = spawn(binary, ['-p', `${dir}/`, '-e', errorLog, '-c', config, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const failure = (why: string) => {
    const log = existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : '';
    return new Error(`nginx ${why}.\n${stderr}${log}`);
  };

  // Ready when it accepts connections; a configuration error ends the process instead.
  let running = true;
  void exited.then(() => (running = false));
  while (!(await accepts(port))) {
    if (!running) throw failure(`exited with code ${child.exitCode}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
  return {
    port,
    stop: async () => {
      if (running) {
        child.kill('SIGQUIT');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

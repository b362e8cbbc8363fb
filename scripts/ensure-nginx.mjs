// The HTTP tests run Debian's nginx, with its Brotli module, over the build; installed like Chromium.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { NGINX_BROTLI_MODULE, NGINX_DEBIAN_PACKAGES, nginxPath } from './lib/nginx-path.mjs';

const missing = [nginxPath(), NGINX_BROTLI_MODULE].filter((file) => !existsSync(file));
if (missing.length > 0) {
  const packages = NGINX_DEBIAN_PACKAGES.join(' ');
  if (process.getuid?.() !== 0 || process.env.NGINX_PATH) {
    console.error(`Not found: ${missing.join(', ')}. Install Debian's packages (sudo apt-get install -y ${packages}).`);
    process.exit(1);
  }
  console.log(`Installing Debian ${packages} for the HTTP tests…`);
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`, {
    stdio: 'inherit',
  });
}

// Browser tests drive Debian's Chromium; no test tool may download a browser of its own here.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath } from './lib/chromium-path.mjs';

const browser = chromiumPath();
if (!existsSync(browser)) {
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || process.env.CHROME_PATH) {
    console.error(
      `Chromium not found at ${browser}. Install Debian's package (sudo apt-get install -y chromium) or set CHROME_PATH.`,
    );
    process.exit(1);
  }
  console.log('Installing Debian chromium for the browser tests…');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
}

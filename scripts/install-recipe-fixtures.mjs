// @ts-check
// Installs the fixture folders of the recipe tests (tests/recipes/*/package.json) with `npm ci`, from
// their committed lock files, so that every machine runs the recipes on the same bundlers and Jest.
// A folder whose node_modules was installed from the same lock file is left as it is.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const recipes = path.resolve(fileURLToPath(import.meta.url), '../../tests/recipes');
for (const folder of fs.readdirSync(recipes).map((name) => path.join(recipes, name))) {
  const lock = path.join(folder, 'package-lock.json');
  if (!fs.existsSync(lock)) continue;
  const hash = createHash('sha256').update(fs.readFileSync(lock)).digest('hex');
  const stamp = path.join(folder, 'node_modules', '.installed-from-lock');
  if (fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === hash) continue;
  console.log(`npm ci in ${path.relative(process.cwd(), folder)}`);
  // No install scripts: the fixtures need none, and the bundlers' native parts come as packages.
  execFileSync('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: folder,
    stdio: 'inherit',
  });
  fs.writeFileSync(stamp, hash);
}

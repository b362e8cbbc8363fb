import { readdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * Every file under `dir`, depth first. The post-build steps each walk the whole build with it.
 * @param {string} dir @returns {AsyncGenerator<string>}
 */
export async function* filesUnder(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(file);
    else if (entry.isFile()) yield file;
  }
}

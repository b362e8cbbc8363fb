import { readFile, stat, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { filesUnder } from '../../src/build-helpers/files-under.mjs';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text formats worth compressing; images other than SVG and fonts are compressed already. */
export const COMPRESSIBLE = /\.(html|js|css|json|svg|txt|md|xml)$/;
/** Below about one TCP packet, compression saves nothing a client would notice. */
export const MIN_BYTES = 1024;

/** @param {string} variant @param {number} sourceMtime */
async function isFresh(variant, sourceMtime) {
  try {
    return (await stat(variant)).mtimeMs >= sourceMtime;
  } catch {
    return false;
  }
}

// The best Brotli level costs seconds per large file: worth it for hashed scripts and styles,
// which every visitor downloads and caches for good; the pages get a level a tenth as slow.
const brotliQuality = (/** @type {string} */ file) =>
  /\.(js|css)$/.test(file) ? zlib.constants.BROTLI_MAX_QUALITY : 9;

/** @param {string} file */
async function compressFile(file) {
  const [info, bytes] = await Promise.all([stat(file), readFile(file)]);
  if (info.size < MIN_BYTES) return 0;
  const [br, gz] = [`${file}.br`, `${file}.gz`];
  if ((await isFresh(br, info.mtimeMs)) && (await isFresh(gz, info.mtimeMs))) return 0;
  const [brotliBytes, gzipBytes] = await Promise.all([
    brotli(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality(file),
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    }),
    gzip(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(br, brotliBytes), writeFile(gz, gzipBytes)]);
  return 1;
}

/**
 * Writes `file.br` and `file.gz` beside every compressible file of at least MIN_BYTES under `dir`,
 * skipping variants newer than their source. Returns how many files it compressed.
 * @param {string} dir
 * @returns {Promise<number>}
 */
export async function precompressDirectory(dir) {
  /** @type {string[]} */
  const files = [];
  for await (const file of filesUnder(dir)) if (COMPRESSIBLE.test(file)) files.push(file);
  // A few at a time: zlib runs on libuv's thread pool, which is as wide as the machine allows.
  let done = 0;
  const queue = [...files];
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const compressed = await compressFile(file);
      done += compressed;
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return done;
}

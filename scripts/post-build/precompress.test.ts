import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressDirectory } from './precompress.mjs';

let dir: string;
const big = 'export const text = "moti";\n'.repeat(100);

afterEach(() => rmSync(dir, { recursive: true, force: true }));

function site() {
  dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
  mkdirSync(path.join(dir, 'assets/js'), { recursive: true });
  writeFileSync(path.join(dir, 'assets/js/main.abc.js'), big);
  writeFileSync(path.join(dir, 'index.html'), `<!doctype html><p>${'Moti '.repeat(400)}</p>`);
  writeFileSync(path.join(dir, 'llms.txt'), 'Moti docs\n'.repeat(200));
  writeFileSync(path.join(dir, 'small.css'), 'a{color:red}');
  writeFileSync(path.join(dir, 'photo.png'), Buffer.alloc(4096, 7));
}

beforeEach(site);

describe('precompressDirectory', () => {
  it('writes Brotli and gzip copies of text files above the threshold, byte for byte', async () => {
    expect(await precompressDirectory(dir)).toBe(3);
    for (const file of ['assets/js/main.abc.js', 'index.html', 'llms.txt']) {
      const source = readFileSync(path.join(dir, file));
      expect(zlib.brotliDecompressSync(readFileSync(path.join(dir, `${file}.br`)))).toEqual(source);
      expect(zlib.gunzipSync(readFileSync(path.join(dir, `${file}.gz`)))).toEqual(source);
      expect(readFileSync(path.join(dir, `${file}.br`)).length).toBeLessThan(source.length / 4);
    }
  });

  it('leaves small files, binary formats and its own copies alone', async () => {
    await precompressDirectory(dir);
    expect(existsSync(path.join(dir, 'small.css.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'photo.png.gz'))).toBe(false);
    expect(existsSync(path.join(dir, 'index.html.br.gz'))).toBe(false);
  });

  it('redoes only the files that changed since their copies were written', async () => {
    await precompressDirectory(dir);
    expect(await precompressDirectory(dir)).toBe(0);
    const page = path.join(dir, 'index.html');
    writeFileSync(page, `<!doctype html><p>${'Reanimated '.repeat(300)}</p>`);
    const later = new Date(Date.now() + 5000);
    utimesSync(page, later, later);
    expect(await precompressDirectory(dir)).toBe(1);
    expect(zlib.gunzipSync(readFileSync(`${page}.gz`)).toString()).toContain('Reanimated');
  });
});

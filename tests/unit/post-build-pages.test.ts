import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Element, Root } from 'hast';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { framePolicy, pagePolicy, readSecurityPolicy } from '../../server/host-rules.mjs';
import { processPages } from '../../scripts/post-build/pages.mjs';
import { unlistedInlineScripts } from '../http/inline-scripts';

const page = (scripts: string) =>
  `<!doctype html><html><head><title>A</title></head><body><p>A</p>${scripts}</body></html>`;
const theme = '<script>document.documentElement.dataset.theme="dark"</script>';
const loader = '<script type=application/json id=data>{"a":1}</script><script>(function(){})()</script>';

describe('the post-build pass over the pages', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'csp-'));
    cpSync(path.join(__dirname, 'fixtures/static-site/security-policy.json'), path.join(dir, 'security-policy.json'));
    mkdirSync(path.join(dir, 'installation'));
    mkdirSync(path.join(dir, 'live-example-frame'));
    writeFileSync(path.join(dir, 'index.html'), page(theme + loader));
    writeFileSync(path.join(dir, 'installation', 'index.html'), page(theme + loader));
    writeFileSync(path.join(dir, 'live-example-frame', 'index.html'), page('<script>run()</script>'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const htmlOf = (file: string) => readFileSync(path.join(dir, file), 'utf8');

  it('allows exactly the inline scripts of every page, and the frame its own', async () => {
    await processPages(dir, []);
    const policy = readSecurityPolicy(dir);
    // The JSON block is data, never run: two scripts, the same on both pages.
    expect(policy.pageScripts).toHaveLength(2);
    for (const file of ['index.html', 'installation/index.html']) {
      expect(unlistedInlineScripts(htmlOf(file), pagePolicy(policy))).toEqual([]);
    }
    expect(unlistedInlineScripts(htmlOf('live-example-frame/index.html'), framePolicy(policy))).toEqual([]);
    // The frame's script is not allowed on pages, nor the pages' in the frame.
    expect(unlistedInlineScripts(htmlOf('live-example-frame/index.html'), pagePolicy(policy))).toHaveLength(1);
    expect(unlistedInlineScripts(htmlOf('index.html'), framePolicy(policy))).toHaveLength(2);
  });

  it('fails a page that gains one more inline script after the hashes were taken', async () => {
    await processPages(dir, []);
    const policy = readSecurityPolicy(dir);
    const grown = htmlOf('installation/index.html').replace('</body>', '<script>alert(1)</script></body>');
    expect(unlistedInlineScripts(grown, pagePolicy(policy))).toEqual([expect.stringContaining('alert(1)')]);
  });

  it('stops the build on an inline event handler, which no hash can allow', async () => {
    writeFileSync(path.join(dir, 'index.html'), page('<img src=a.png onerror="alert(1)">'));
    await expect(processPages(dir, [])).rejects.toThrow(/index\.html: <img onerror> is an inline event handler/);
  });

  it('hashes what its steps add, skips the frame, and writes each page once', async () => {
    const frameBefore = htmlOf('live-example-frame/index.html');
    const seen: string[] = [];
    const addScript = {
      name: 'add a script',
      apply: async (tree: Root, _html: string, name: string) => {
        seen.push(name);
        const body = tree.children.find((node) => node.type === 'element')!.children.at(-1) as Element;
        body.children.push({
          type: 'element',
          tagName: 'script',
          properties: {},
          children: [{ type: 'text', value: 'go()' }],
        });
        return 'go()';
      },
    };
    await processPages(dir, [addScript]);
    expect(seen.sort()).toEqual(['index.html', 'installation/index.html']);
    expect(htmlOf('index.html')).toContain('<script>go()</script></body>');
    expect(htmlOf('live-example-frame/index.html')).toBe(frameBefore);
    const policy = readSecurityPolicy(dir);
    expect(unlistedInlineScripts(htmlOf('installation/index.html'), pagePolicy(policy))).toEqual([]);
    expect(policy.pageScripts).toHaveLength(3);
  });

  it('stops the build when a step leaves a page as it was', async () => {
    const noOp = { name: 'critical CSS', apply: async () => '' };
    await expect(processPages(dir, [noOp])).rejects.toThrow(/index\.html: critical CSS left the page unchanged/);
  });
});

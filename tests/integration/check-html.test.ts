import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { checkFiles, errorsPerPage, htmlFiles } from '../../scripts/check-html.mjs';

const page = (body: string) => `<!doctype html><html lang="en"><title>Page</title>${body}</html>`;
const codeBlock = (line: 'span' | 'div') =>
  `<pre><code><${line} class="token-line"><span class="token keyword">const</span><br></${line}></code></pre>`;

describe('errorsPerPage', () => {
  it('lists every page, counts only errors, and keeps errors that belong to no page', () => {
    const files = ['/site/index.html', '/site/a/index.html'];
    const messages = [
      { type: 'error', url: pathToFileURL('/site/a/index.html').href, message: 'bad' },
      { type: 'info', subType: 'warning', url: pathToFileURL('/site/a/index.html').href, message: 'meh' },
      { type: 'non-document-error', message: 'cannot read' },
    ];
    const pages = errorsPerPage(files, messages);
    expect([...pages].map(([file, errors]) => [file, errors.length])).toEqual([
      ['/site/index.html', 0],
      ['/site/a/index.html', 1],
      ['', 1],
    ]);
  }, 60_000); // one Java start, slower on a busy machine
});

describe('the Nu HTML Checker run', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'check-html-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('passes code lines as spans and fails them as divs, the defect it guards against', () => {
    writeFileSync(path.join(dir, 'span.html'), page(codeBlock('span')));
    writeFileSync(path.join(dir, 'div.html'), page(codeBlock('div')));
    const files = htmlFiles(dir);
    const pages = errorsPerPage(files, checkFiles(files).messages);
    expect(pages.get(path.join(dir, 'span.html'))).toEqual([]);
    expect(pages.get(path.join(dir, 'div.html'))?.map((error) => error.message)).toEqual([
      expect.stringContaining('Element “div” not allowed as child of element “code”'),
    ]);
  }, 60_000); // one Java start, slower on a busy machine
});

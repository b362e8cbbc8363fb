// Example pages teach: enough prose around the running code, in the same three parts on every
// page, with links to the pages that explain the props and hooks; the welcome page opens with one.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { proseWords, readDocPages } from '../lib/doc-checks';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const examplePages = readDocPages(path.join(root, 'docs/examples'));
const MIN_WORDS = 150;
const PARTS = ['What to notice', 'How it works', 'Try a variation'];

/** The text between a `## title` heading and the next `## ` heading. */
const section = (text: string, title: string) => text.split(`\n## ${title}\n`)[1]?.split('\n## ')[0] ?? '';

describe('proseWords', () => {
  it('counts running text and leaves out front matter, imports, code and JSX', () => {
    const page = [
      '---',
      'title: Not counted',
      '---',
      '',
      "import source from '!!raw-loader!./x.tsx';",
      '',
      'One two `three` [four](/five).',
      '',
      '<LiveExample',
      '  name="x"',
      '/>',
      '',
      '```tsx',
      'const notCounted = 1',
      '```',
      '',
      "Six's seven.",
    ].join('\n');
    expect(proseWords(page)).toBe(6);
  });
});

describe('example pages', () => {
  it('are all found', () => {
    expect(examplePages.length).toBeGreaterThanOrEqual(11);
  });

  for (const { file, text } of examplePages) {
    describe(file, () => {
      it(`has at least ${MIN_WORDS} words of prose`, () => {
        expect(proseWords(text)).toBeGreaterThanOrEqual(MIN_WORDS);
      });

      it('says what to notice, how it works and one variation to try', () => {
        for (const part of PARTS) expect(section(text, part).trim(), part).not.toBe('');
      });

      it('links the props and hooks it uses to their pages', () => {
        expect(section(text, 'How it works')).toMatch(/\]\(\/[\w/-]+(#[\w-]+)?\)/);
      });
    });
  }
});

describe('the welcome page', () => {
  const welcome = fs.readFileSync(path.join(root, 'docs/welcome.mdx'), 'utf8');

  it('shows a live example before its first heading', () => {
    const beforeFirstHeading = welcome.split('\n## ')[0];
    const name = beforeFirstHeading.match(/<LiveExample\s[^>]*name="([\w-]+)"/)?.[1];
    expect(name).toBeDefined();
    expect(fs.existsSync(path.join(root, 'src/examples', `${name}.tsx`))).toBe(true);
  });
});

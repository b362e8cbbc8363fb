import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkCodeBlocks, extractCodeBlocks, metaWords } from '../../scripts/check-code-blocks.mjs';

const root = path.resolve(__dirname, '../..');
const docsDir = path.join(__dirname, 'fixtures-code-blocks');
const page = 'tests/integration/fixtures-code-blocks/guides/sample.mdx';

describe('the docs code-block check', () => {
  it('reports each problem at its line and column in the page, and counts what it checked on each line', () => {
    expect(checkCodeBlocks({ root, docsDir })).toEqual({
      checked: { 'Reanimated 4': 7, 'Reanimated 3': 1 },
      skipped: { fragment: 1, 'imports next': 1 },
      problems: [
        `${page}:31:13 TS2305: Module '"moti"' has no exported member 'MotiNothing'.`,
        `${page}:33:17 TS2322: Type 'string' is not assignable to type 'number'.`,
        `${page}:45:14 TS2322: Type 'string' is not assignable to type 'number'.`,
        `${page}:68:16 TS2322: Type 'number' is not assignable to type 'string'.`,
        `${page}:78:1 babel.config.js is not TypeScript: fence it as js`,
        // The same spring passes at line 99, marked `reanimated-3`: only Reanimated 4 rejects it.
        `${page}:108:14 TS2322: Type '{ duration: number; stiffness: number; }' is not assignable to type 'SpringConfig'.\n` +
          "    Types of property 'stiffness' are incompatible.\n" +
          "      Type 'number' is not assignable to type 'undefined'.",
      ],
    });
  });

  it('finds blocks inside JSX and list items, with their fence line and indentation', () => {
    const text = '<Tabs>\n\n```tsx fragment\nconst a = 1\n```\n\n</Tabs>\n\n- item\n\n  ```ts\n  // a/b.ts\n  ```\n';
    expect(extractCodeBlocks('x.mdx', text)).toEqual([
      {
        page: 'x.mdx',
        line: 3,
        indent: 0,
        lang: 'tsx',
        code: 'const a = 1',
        fileName: undefined,
        skip: 'fragment',
        reanimated: 4,
      },
      {
        page: 'x.mdx',
        line: 11,
        indent: 2,
        lang: 'ts',
        code: '// a/b.ts',
        fileName: 'a/b.ts',
        skip: undefined,
        reanimated: 4,
      },
    ]);
  });

  it('reads the Reanimated line from the meta: 4 unless it says reanimated-3', () => {
    expect(extractCodeBlocks('x.mdx', '```tsx reanimated-3\nconst a = 1\n```\n')[0].reanimated).toBe(3);
    expect(extractCodeBlocks('x.mdx', '```tsx title="reanimated-3"\nconst a = 1\n```\n')[0].reanimated).toBe(4);
  });

  it('reads fragment as a word of the meta, never inside a quoted title', () => {
    expect(metaWords('fragment title="App.tsx" {1,3} showLineNumbers=2')).toEqual(['fragment']);
    expect(metaWords('title="a fragment"')).toEqual([]);
    expect(metaWords(null)).toEqual([]);
  });
});

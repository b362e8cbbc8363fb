// The docs spell the American way (issue 45 found "colours" on /hello-world and "behaviour" on
// /installation). Code is left out: a block or an inline span may quote a British word on purpose,
// such as the typo `colour` that /api/motify shows TypeScript rejecting.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readDocPages } from '../lib/doc-checks';

const pages = readDocPages(path.resolve(__dirname, '../../../docs'));

// British spellings that slip into English prose, with the endings they take.
const BRITISH =
  /\b(?:colour|behaviour|favour|honour|neighbour|flavour|labour|analys|initialis|customis|optimis|recognis|organis|serialis|normalis|centre|travell|cancell|modell)\w*/gi;

/** The page's prose: code blocks and inline code emptied, line numbers kept. */
const prose = (text: string) =>
  text.replace(/^```[\s\S]*?^```/gm, (block) => block.replace(/[^\n]/g, '')).replace(/`[^`\n]*`/g, '');

describe('American spelling', () => {
  it('no page writes a British spelling in its prose', () => {
    const found = pages.flatMap((page) =>
      prose(page.text)
        .split('\n')
        .flatMap((line, index) =>
          [...line.matchAll(BRITISH)].map(([word]) => `docs/${page.file}:${index + 1}: ${word}`),
        ),
    );
    expect(found).toEqual([]);
  });

  it('the problem-report template a reader files from a page spells the American way', () => {
    const template = readFileSync(
      path.resolve(__dirname, '../../../src/components/ReportProblem/issue-url.ts'),
      'utf8',
    );
    expect(template).toContain('behavior');
    expect(template.match(BRITISH) ?? []).toEqual([]);
  });
});

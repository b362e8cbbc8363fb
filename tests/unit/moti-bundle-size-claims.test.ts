import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  formatKilobytes,
  installedVersion,
  measureReanimated,
  measureScenarios,
  reanimatedLines,
  scenarios,
} from '../../scripts/lib/bundle-size/moti-web-bundle.mjs';

// /web states what Moti and framer-motion add to a web bundle, rounded to whole kilobytes. The
// figures depend on the installed versions, so this test measures them again (esbuild, in memory,
// offline, about a second) and fails with the row whose figure no longer rounds to the page's.
const repo = path.resolve(__dirname, '../..');
const page = readFileSync(path.join(repo, 'docs/web.mdx'), 'utf8');
const section = page.slice(page.indexOf('## Bundle size'), page.indexOf('## Pitfalls'));

/** The cells of every table row of the section, keyed by the first cell without backticks. */
const rows = new Map(
  section
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| ---'))
    .map((line) => {
      const cells = line
        .slice(1, -1)
        .split(' | ')
        .map((cell) => cell.trim());
      return [cells[0].replaceAll('`', ''), cells.slice(1)] as const;
    }),
);

let measured: Awaited<ReturnType<typeof measureScenarios>>;
let reanimated: Awaited<ReturnType<typeof measureReanimated>>;
beforeAll(async () => {
  [measured, reanimated] = await Promise.all([measureScenarios(), measureReanimated()]);
});

describe('/web, bundle size', () => {
  it('names the versions the figures were measured on', () => {
    const lead = section.replace(/\s+/g, ' ');
    expect(lead).toContain(`moti ${installedVersion('moti')} and framer-motion ${installedVersion('framer-motion')}`);
  });

  it('has one row per measured import, each rounding to the installed packages', () => {
    for (const { label, total, framerMotion } of measured) {
      expect(rows.get(label), `a row for ${label}`).toBeDefined();
      expect(rows.get(label), label).toEqual([formatKilobytes(total), formatKilobytes(framerMotion)]);
    }
    expect(scenarios).toHaveLength(measured.length);
  });

  it('gives Reanimated by its installed version, rounding to what it adds', () => {
    expect(reanimated).toHaveLength(reanimatedLines.length);
    for (const { version, total } of reanimated) {
      expect(rows.get(`Reanimated ${version}`), `Reanimated ${version}`).toEqual([formatKilobytes(total)]);
    }
  });

  it('has no row that the measurement does not cover', () => {
    const measuredLabels = [
      ...measured.map(({ label }) => label),
      ...reanimated.map(({ version }) => `Reanimated ${version}`),
    ];
    const headers = ['Import from moti', 'Reanimated'];
    expect([...rows.keys()].filter((label) => !headers.includes(label))).toEqual(measuredLabels);
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { motiDark } from './prism-theme';
import { motiShikiTheme } from './shiki-theme';
import { TOKEN_KINDS } from './token-kinds';

const css = readFileSync(path.join(__dirname, 'code-colours.css'), 'utf8');
const variables = new Map([...css.matchAll(/--code-([\w-]+):\s*(#[0-9a-f]{6});/g)].map(([, name, hex]) => [name, hex]));
const variableOf = (value: string) => value.match(/^var\(--code-([\w-]+)\)$/)?.[1];

// WCAG 2 relative luminance and contrast ratio.
const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
const luminance = (rgb: number[]) => {
  const [r, g, b] = rgb.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: number[], b: number[]) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
};
const background = channels(variables.get('background')!);
// A highlighted line lays rgb(255 255 255 / 10%) over the background (src/css/custom.css).
const highlighted = background.map((c) => c * 0.9 + 0.1);

// Every token kind the build writes, as its class sets it, and every colour the editor's Prism names.
const kinds = Object.entries(TOKEN_KINDS).map(([letter, kind]) => [`build ${kind} (.t-${letter})`, kind]);
const prismColours = [
  ['editor plain', variableOf(motiDark.plain.color!)],
  ...motiDark.styles
    .filter(({ style }) => style.color)
    .map(({ types, style }) => [`editor ${types.join(' ')}`, variableOf(style.color!)]),
];

describe('code token colours (WCAG AA, 4.5:1)', () => {
  it.each([...kinds, ...prismColours])('%s on the code background and on a highlighted line', (_name, kind) => {
    const colour = variables.get(String(kind));
    expect(colour, `--code-${kind} in code-colours.css`).toBeDefined();
    expect(contrast(channels(colour!), background)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(channels(colour!), highlighted)).toBeGreaterThanOrEqual(4.5);
  });

  it('every kind but plain has its class, and every colour of the Shiki theme is a kind', () => {
    for (const [letter, kind] of Object.entries(TOKEN_KINDS))
      if (kind !== 'plain') expect(css).toMatch(new RegExp(`\\.t-${letter} \\{\\n  color: var\\(--code-${kind}\\);`));
    const known = new Set(Object.values(TOKEN_KINDS) as string[]);
    for (const { settings } of motiShikiTheme.settings!)
      if (settings.foreground) expect(known).toContain(variableOf(settings.foreground));
  });
});

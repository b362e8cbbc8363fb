import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { infimaPurge } from './index';

const infimaFile = createRequire(import.meta.url).resolve('infima/dist/css/default/default.css');
const infima = readFileSync(infimaFile, 'utf8');
const selectorsOf = (css: string) => {
  const selectors = new Set<string>();
  postcss.parse(css).walkRules((rule) => rule.selectors.forEach((selector) => selectors.add(selector)));
  return selectors;
};

describe('Infima without the components no page renders', () => {
  it('drops the rules of components neither the theme nor the site renders', async () => {
    const { css } = await postcss([infimaPurge()]).process(infima, { from: infimaFile });
    const kept = selectorsOf(css);
    for (const unused of ['.pills__item', '.pagination__link', '.card__header']) {
      expect(selectorsOf(infima).has(unused), `${unused} is Infima's`).toBe(true);
      expect(kept.has(unused), unused).toBe(false);
    }
    expect(css.length).toBeLessThan(infima.length * 0.95);
  });

  it('keeps what the theme and the site render, states and hover rules included', async () => {
    const { css } = await postcss([infimaPurge()]).process(infima, { from: infimaFile });
    const kept = selectorsOf(css);
    for (const used of [
      '.navbar-sidebar--show .navbar-sidebar', // the phone menu, opened by the theme
      '.menu__list-item--collapsed .menu__list', // a collapsed sidebar category
      '.pagination-nav__link', // previous and next at a page's end
      '.tabs__item--active', // the selected tab
      '.alert--warning', // an admonition
      ':where(.button--primary):not(.button--outline):hover', // a solid button under the pointer
    ]) {
      expect(kept.has(used), used).toBe(true);
    }
  });

  it('leaves every other stylesheet as written', async () => {
    const ours = '.pills__item { color: red; }';
    const { css } = await postcss([infimaPurge()]).process(ours, { from: 'src/css/custom.css' });
    expect(css).toBe(ours);
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import siteConfig from '../../docusaurus.config';

// src/theme/NavbarItem/ComponentTypes.ts carries only the navbar item types the config uses; an item
// of any other type would stop every page from rendering ("No NavbarItem component found").
const source = readFileSync(path.resolve(__dirname, '../../src/theme/NavbarItem/ComponentTypes.ts'), 'utf8');
const knownTypes = [...source.matchAll(/^\s+(\w+): \w+NavbarItem,$/gm)].map((match) => match[1]);

type Item = { type?: string; items?: unknown };
const navbarItems = (siteConfig.themeConfig as { navbar: { items: Item[] } }).navbar.items;

describe('navbar item types', () => {
  it('the site has a component for every navbar item in the config', () => {
    expect(knownTypes).toContain('default');
    for (const item of navbarItems) {
      // As the theme reads it: no type is "default", or "dropdown" when the item has sub-items.
      const type = !item.type || item.type === 'default' ? ('items' in item ? 'dropdown' : 'default') : item.type;
      expect(knownTypes, JSON.stringify(item)).toContain(type);
    }
  });
});

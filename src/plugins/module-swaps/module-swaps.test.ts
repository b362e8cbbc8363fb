import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import moduleSwapsPlugin from './index';
import { aliasesOf, docSearchEsm, moduleSwaps } from './swaps';
import * as lean from './utils-common';

const upstream = createRequire(import.meta.url)('@docusaurus/utils-common') as Record<string, unknown>;
const repo = path.resolve(__dirname, '../../..');

const configFor = (searchProvider: 'offline' | 'algolia', isServer: boolean) =>
  moduleSwapsPlugin({ searchProvider })().configureWebpack?.(
    { experiments: { cache: { type: 'persistent', version: 'base' } } } as never,
    isServer,
    {} as never,
    {} as never,
  ) as { resolve: { alias: Record<string, string | false> }; experiments: { cache: { version: string } } };

describe('module swaps', () => {
  it('point at files that exist, and swap only modules that exist', () => {
    for (const swap of moduleSwaps('offline')) {
      for (const target of [swap.browser, swap.server]) if (target) expect(existsSync(target), target).toBe(true);
      if (path.isAbsolute(swap.request)) expect(existsSync(`${swap.request}.js`), swap.request).toBe(true);
    }
  });

  it('give the browser Prism on demand and the server Prism always, and the slim highlighter to both', () => {
    const browser = configFor('offline', false).resolve.alias;
    const server = configFor('offline', true).resolve.alias;
    expect(browser['@moti-docs/prism-source$']).toMatch(/prism-source\.ts$/);
    expect(server['@moti-docs/prism-source$']).toMatch(/prism-source\.server\.ts$/);
    expect(browser['prism-react-renderer$']).toBe(server['prism-react-renderer$']);
  });

  it('lighten the browser bundle only: utils-common and one DocSearch build', () => {
    const server = configFor('offline', true).resolve.alias;
    expect(configFor('offline', false).resolve.alias['@docsearch/react/useTheme$']).toBe(docSearchEsm);
    expect(server['@docsearch/react/useTheme$']).toBeUndefined();
    expect(server['@docusaurus/utils-common$']).toBeUndefined();
  });

  it('ship the offline bar in offline builds and the hosted bar otherwise', () => {
    expect(configFor('offline', false).resolve.alias['@moti-docs/search-bar$']).toMatch(/OfflineSearchBar\.tsx$/);
    expect(configFor('algolia', false).resolve.alias['@moti-docs/search-bar$']).toMatch(/HostedSearchBar\.tsx$/);
  });

  it('key the persistent cache by provider, so a warm build never reuses the other bar', () => {
    const offline = configFor('offline', false).experiments.cache.version;
    expect(offline).toMatch(/^base-/);
    expect(offline).not.toBe(configFor('algolia', false).experiments.cache.version);
  });

  it("match tsconfig.json's paths, which tsc reads instead (the browser side)", () => {
    const tsconfig = ts.parseConfigFileTextToJson(
      'tsconfig.json',
      readFileSync(path.join(repo, 'tsconfig.json'), 'utf8'),
    ).config as { compilerOptions: { paths: Record<string, string[]> } };
    const ours = Object.entries(tsconfig.compilerOptions.paths).filter(([name]) => name.startsWith('@moti-docs/'));
    const browser = aliasesOf(moduleSwaps('offline'), 'browser');
    expect(ours.length).toBeGreaterThan(0);
    for (const [name, [target]] of ours) expect(browser[`${name}$`]).toBe(path.join(repo, target));
  });
});

describe('lean @docusaurus/utils-common', () => {
  it('exports exactly what the package entry exports, with the same values', () => {
    const names = (module: object) =>
      Object.keys(module)
        .filter((name) => name !== '__esModule')
        .sort();
    expect(names(lean)).toEqual(names(upstream));
    for (const name of names(upstream)) expect((lean as Record<string, unknown>)[name], name).toBe(upstream[name]);
  });
});

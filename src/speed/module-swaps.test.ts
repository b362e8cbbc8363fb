import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { speedBundlePlugin } from './bundle-plugin';
import { MODULE_SWAPS, aliasesOf } from './module-swaps';
import { speedPieces, type SpeedPiece } from './pieces.mjs';
import * as lean from './utils-common';

const upstream = createRequire(import.meta.url)('@docusaurus/utils-common') as Record<string, unknown>;
const repo = path.resolve(__dirname, '../..');

const every = speedPieces('on');
const configFor = (pieces: ReadonlySet<SpeedPiece>, isServer: boolean) =>
  speedBundlePlugin(pieces)({ generatedFilesDir: '/nowhere' } as never).configureWebpack?.(
    {} as never,
    isServer,
    {} as never,
    {} as never,
  ) as { resolve: { alias: Record<string, string | false> } };

describe('module swaps', () => {
  it('point at files that exist, and swap only modules that exist', () => {
    for (const swap of MODULE_SWAPS) {
      for (const target of [swap.browser, swap.server]) if (target) expect(existsSync(target), target).toBe(true);
      if (path.isAbsolute(swap.request)) expect(existsSync(`${swap.request}.js`), swap.request).toBe(true);
    }
  });

  it('give the browser Prism on demand and the server Prism always, and the slim highlighter to both', () => {
    const browser = aliasesOf(every, 'browser');
    const server = aliasesOf(every, 'server');
    expect(browser['@moti-docs/prism-source$']).toMatch(/prism-source\.ts$/);
    expect(server['@moti-docs/prism-source$']).toMatch(/prism-source\.server\.ts$/);
    expect(browser['prism-react-renderer$']).toBe(server['prism-react-renderer$']);
  });

  it('lighten the browser bundle only: utils-common', () => {
    expect(aliasesOf(every, 'browser')['@docusaurus/utils-common$']).toMatch(/utils-common\.ts$/);
    expect(aliasesOf(every, 'server')['@docusaurus/utils-common$']).toBeUndefined();
  });

  it('swap nothing with SPEED=off, and only the pieces left in otherwise', () => {
    expect(configFor(speedPieces('off'), false).resolve.alias).toEqual({});
    const withoutPrism = Object.keys(configFor(speedPieces('without:slim-prism,doc-chunks'), false).resolve.alias);
    expect(withoutPrism).toContain('@docusaurus/utils-common$');
    expect(withoutPrism.filter((request) => /prism/i.test(request))).toEqual([]);
  });

  it("match tsconfig.json's paths, which tsc reads instead (the browser side)", () => {
    const tsconfig = ts.parseConfigFileTextToJson(
      'tsconfig.json',
      readFileSync(path.join(repo, 'tsconfig.json'), 'utf8'),
    ).config as { compilerOptions: { paths: Record<string, string[]> } };
    const browser = aliasesOf(every, 'browser');
    const ours = Object.entries(tsconfig.compilerOptions.paths).filter(([name]) => `${name}$` in browser);
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

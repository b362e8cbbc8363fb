import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import leanClientPlugin, { docSearchEsm, leanUtilsCommon } from './index';
import * as lean from './utils-common';

const upstream = createRequire(import.meta.url)('@docusaurus/utils-common') as Record<string, unknown>;

describe('lean @docusaurus/utils-common', () => {
  it('exports exactly what the package entry exports, with the same values', () => {
    const names = (module: object) =>
      Object.keys(module)
        .filter((name) => name !== '__esModule')
        .sort();
    expect(names(lean)).toEqual(names(upstream));
    for (const name of names(upstream)) expect((lean as Record<string, unknown>)[name], name).toBe(upstream[name]);
  });

  it('is aliased in the browser bundle only, with DocSearch on its ES module build', () => {
    const plugin = leanClientPlugin();
    expect(plugin.configureWebpack?.({} as never, false, {} as never, {} as never)).toEqual({
      resolve: {
        alias: {
          '@docusaurus/utils-common$': leanUtilsCommon,
          '@docsearch/react/version': docSearchEsm,
          '@docsearch/react/useDocSearchKeyboardEvents': docSearchEsm,
          '@docsearch/react/useTheme': docSearchEsm,
        },
      },
    });
    expect(existsSync(docSearchEsm)).toBe(true);
    expect(plugin.configureWebpack?.({} as never, true, {} as never, {} as never)).toEqual({});
  });
});

import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import codeHighlightingPlugin, { prismSources, slimHighlighter, themeLanguageLoader } from './index';

const aliasesOf = (isServer: boolean) =>
  (
    codeHighlightingPlugin().configureWebpack?.({} as never, isServer, {} as never, {} as never) as {
      resolve: { alias: Record<string, string | false> };
    }
  ).resolve.alias;

describe('code-highlighting plugin', () => {
  it('aliases exactly the prism-react-renderer import to the slim highlighter', () => {
    expect(aliasesOf(false)['prism-react-renderer$']).toBe(slimHighlighter);
    expect(existsSync(slimHighlighter)).toBe(true);
  });

  it('gives the browser Prism on demand and the server Prism always', () => {
    expect(aliasesOf(false)['@moti-docs/prism-source$']).toBe(prismSources.client);
    expect(aliasesOf(true)['@moti-docs/prism-source$']).toBe(prismSources.server);
    for (const file of Object.values(prismSources)) expect(existsSync(file)).toBe(true);
  });

  it("leaves out the theme's language loader, which would put Prism in every page", () => {
    expect(existsSync(`${themeLanguageLoader}.js`)).toBe(true);
    expect(aliasesOf(false)[`${themeLanguageLoader}$`]).toBe(false);
  });
});

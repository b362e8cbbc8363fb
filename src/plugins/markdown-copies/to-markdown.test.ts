import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { articleToMarkdown } from './to-markdown';
import { parseBuiltPage } from '../../build-helpers/docs-catalog/built-pages';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const pageUrl = 'https://moti.fyi/usage/fixture';
const convert = (html: string) => articleToMarkdown(parseBuiltPage(html), pageUrl);

/** A doc page body as the theme renders it, inside the parts the converter keeps. */
const page = (body: string) =>
  `<article><div class="theme-doc-markdown markdown"><header><h1>T</h1></header>${body}</div></article>`;

// fixtures/page.html is /skeleton as `npm run build` writes it, trimmed by fixtures/trim-page.mjs to
// the page's chrome and the parts of its article the converter must handle. To regenerate it after
// a change to the theme: build, run `node src/plugins/markdown-copies/fixtures/trim-page.mjs
// build/skeleton/index.html > src/plugins/markdown-copies/fixtures/page.html`, then read what
// changes in the converted page before writing it to fixtures/page.expected.md.
describe('articleToMarkdown on a built page', () => {
  const builtPage = () => articleToMarkdown(parseBuiltPage(fixture('page.html')), 'https://moti.fyi/skeleton');

  it('turns the whole fixture page into the expected Markdown', async () => {
    expect(await builtPage()).toBe(fixture('page.expected.md'));
  });

  it('drops the chrome: navigation, breadcrumbs, TOC, anchors, buttons, page feedback, pagination', async () => {
    const markdown = await builtPage();
    for (const chrome of [
      'Docs sidebar',
      'Installation',
      'Usage',
      'On this page',
      'Copy page',
      'View as Markdown',
      'Direct link',
      '\u200b',
      'Live example',
      'Runs on Reanimated',
      'Replay',
      'Last updated',
      'Report a problem',
      'Previous',
      'Next',
      'Hello World Example',
      'Welcome',
      'Docs',
    ]) {
      expect(fixture('page.html'), `the fixture has ${chrome}`).toContain(chrome);
      expect(markdown, chrome).not.toContain(chrome);
    }
  });
});

describe('articleToMarkdown, piece by piece', () => {
  it("leaves out the comments React's server render puts between adjacent texts", async () => {
    const markdown = await convert(page('<p>for <!-- -->Reanimated 4.8.0<!-- -->, run it</p>'));
    expect(markdown).toContain('for Reanimated 4.8.0, run it');
    expect(markdown).not.toContain('<!--');
  });

  it('keeps tables as GFM tables and escapes pipes in cells', async () => {
    const markdown = await convert(
      page('<table><thead><tr><th>Name<th>Type<tbody><tr><td><code>a</code><td><code>x | y</code></table>'),
    );
    expect(markdown).toContain('| Name | Type     |\n| ---- | -------- |\n| `a`  | `x \\| y` |');
  });

  it('keeps nested lists tight and indented', async () => {
    const markdown = await convert(page('<ul><li>one<ul><li>a<li>b<ol><li>deep</ol></ul><li>two</ul>'));
    expect(markdown).toContain('- one\n  - a\n  - b\n    1. deep\n- two');
  });

  it('keeps the language of code blocks and their exact lines', async () => {
    const block =
      '<div class="language-json theme-code-block"><pre class="prism-code language-json"><code>' +
      '<span class=token-line><span class="token punctuation">{</span><br/></span>' +
      '<span class=token-line><span class="token plain">  </span><span class="token property">"a"</span><span class="token plain">: 1</span><br/></span>' +
      '<span class=token-line><span class="token punctuation">}</span><br/></span></code></pre></div>';
    expect(await convert(page(block))).toContain('```json\n{\n  "a": 1\n}\n```');
  });

  it('flattens tabs: every panel, in order, after its label in bold', async () => {
    const tabs =
      '<div class="theme-tabs-container tabs-container"><ul role=tablist><li role=tab aria-selected=true>Expo<li role=tab aria-selected=false>Bare</ul>' +
      '<div><div role=tabpanel><p>Expo steps</div><div role=tabpanel hidden><p>Bare steps</div></div></div>';
    expect(await convert(page(tabs))).toContain('**Expo**\n\nExpo steps\n\n**Bare**\n\nBare steps');
  });

  it('labels the only panel of lazy tabs with the selected tab', async () => {
    const tabs =
      '<div class="tabs-container"><ul role=tablist><li role=tab aria-selected=false>A<li role=tab aria-selected=true>B</ul>' +
      '<div><div role=tabpanel><p>B only</div></div></div>';
    expect(await convert(page(tabs))).toContain('**B**\n\nB only');
  });

  it('makes links and images absolute against the page address', async () => {
    const markdown = await convert(
      page(
        '<p><a href=/web>w</a> <a href=#x>x</a> <a href=sibling>s</a> <a href=mailto:a@b.c>m</a><img src=/img/a.png alt=a>',
      ),
    );
    expect(markdown).toContain(
      '[w](https://moti.fyi/web) [x](https://moti.fyi/usage/fixture#x) [s](https://moti.fyi/usage/sibling) [m](mailto:a@b.c)![a](https://moti.fyi/img/a.png)',
    );
  });

  it('falls back to the whole article when the theme class is missing', async () => {
    expect(await convert('<nav>menu</nav><article><h1>Plain</h1><p>Body</article>')).toBe('# Plain\n\nBody\n');
  });
});

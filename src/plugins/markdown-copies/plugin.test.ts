import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { afterEach, describe, expect, it } from 'vitest';
import markdownCopies from '.';

const docs = [
  { id: 'welcome', permalink: '/', title: 'Welcome', description: 'Start.' },
  { id: 'api/props', permalink: '/api/props', title: 'Props', description: 'Every prop.' },
  { id: 'old', permalink: '/old', title: 'Old', description: 'Outside the sidebar.' },
];
const allContent = {
  'docusaurus-plugin-content-docs': {
    default: {
      loadedVersions: [
        {
          docs,
          sidebars: {
            someSidebar: [
              { type: 'category', label: 'Welcome', items: [{ type: 'doc', id: 'welcome' }] },
              { type: 'category', label: 'API Reference', items: [{ type: 'doc', id: 'api/props' }] },
            ],
          },
        },
      ],
    },
  },
};

const html = (title: string) =>
  `<nav>menu</nav><article><div class="theme-doc-markdown markdown"><header><h1>${title}</h1></header><p>See <a href=/old>old</a>.</div></article>`;

let outDir = '';
afterEach(() => rmSync(outDir, { recursive: true, force: true }));

async function build(): Promise<string> {
  outDir = mkdtempSync(path.join(tmpdir(), 'markdown-copies-'));
  for (const doc of docs) {
    const dir = path.join(outDir, doc.permalink);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'index.html'), html(doc.title));
  }
  const context = { siteConfig: { title: 'Moti', url: 'https://moti.fyi', baseUrl: '/' } } as LoadContext;
  const plugin = markdownCopies(context) as Plugin & Required<Pick<Plugin, 'allContentLoaded' | 'postBuild'>>;
  await plugin.allContentLoaded({ allContent, actions: {} } as never);
  await plugin.postBuild({ outDir } as never);
  return outDir;
}

describe('the markdown-copies plugin after a build', () => {
  it('writes a copy beside every page: / → index.md, /api/props → api/props.md', async () => {
    const out = await build();
    expect(readFileSync(path.join(out, 'index.md'), 'utf8')).toBe('# Welcome\n\nSee [old](https://moti.fyi/old).\n');
    expect(readFileSync(path.join(out, 'api/props.md'), 'utf8')).toMatch(/^# Props\n/);
    expect(existsSync(path.join(out, 'old.md'))).toBe(true);
  });

  it('writes llms.txt by sidebar category, unlisted pages under Optional, and llms-full.txt', async () => {
    const out = await build();
    const llms = readFileSync(path.join(out, 'llms.txt'), 'utf8');
    expect(llms).toMatch(/^# Moti\n\n> Moti is /);
    expect(llms).toContain('## Welcome\n\n- [Welcome](https://moti.fyi/index.md): Start.\n');
    expect(llms).toContain('## API Reference\n\n- [Props](https://moti.fyi/api/props.md): Every prop.\n');
    expect(llms).toContain('## Optional\n\n- [Old](https://moti.fyi/old.md): Outside the sidebar.\n');
    const full = readFileSync(path.join(out, 'llms-full.txt'), 'utf8');
    expect(full.indexOf('# Welcome')).toBeLessThan(full.indexOf('# Props'));
    expect(full.indexOf('# Props')).toBeLessThan(full.indexOf('# Old'));
  });

  it('fails the build when a doc page was not built', async () => {
    outDir = mkdtempSync(path.join(tmpdir(), 'markdown-copies-'));
    const plugin = markdownCopies({
      siteConfig: { title: 'Moti', url: 'https://moti.fyi', baseUrl: '/' },
    } as LoadContext);
    await plugin.allContentLoaded!({ allContent, actions: {} } as never);
    await expect(plugin.postBuild!({ outDir } as never)).rejects.toThrow('No readable built page for /');
  });
});

import { describe, expect, it } from 'vitest';
import { docChunkNames } from './chunk-names';

// Lines as Docusaurus 3.10 writes them in .docusaurus/registry.js.
const entry = (name: string, request: string) =>
  `  "${name}": [() => import(/* webpackChunkName: "${name}" */ "${request}"), "${request}", require.resolveWeak("${request}")],`;
const registry = [
  'export default {',
  entry('17896441', '@theme/DocItem'),
  entry('22dd74f7', '@generated/docusaurus-plugin-content-docs/default/p/index-466.json'),
  entry('5e95c892', '@theme/DocsRoot'),
  entry('a7bd4aaa', '@theme/DocVersionRoot'),
  entry('a94703ab', '@theme/DocRoot'),
  entry('aba21aa0', '@generated/docusaurus-plugin-content-docs/default/__plugin.json'),
  entry('a76de88e', '@site/docs/troubleshooting.mdx'),
  entry('1a4e3797', '@theme/SearchPage'),
  entry('c141421f', '@generated/docusaurus-theme-search-algolia/default/__plugin.json'),
  '};',
].join('\n');

describe('docChunkNames', () => {
  it("finds the chunks of the docs' root and of the doc item, and no page's own chunk", () => {
    const names = docChunkNames(registry);
    expect([...names['doc-root']].sort()).toEqual(['22dd74f7', '5e95c892', 'a7bd4aaa', 'a94703ab', 'aba21aa0']);
    expect([...names['doc-item']]).toEqual(['17896441']);
  });

  it('finds nothing in a registry of another shape', () => {
    const names = docChunkNames('export default {"17896441": "@theme/DocItem"};');
    expect(names['doc-root'].size + names['doc-item'].size).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { buildFixture, type BuildResult } from './build-fixture';

// Spec §5 and §8, at build time: each fixture under tests/fixtures/build-errors is a tiny site
// with one mistake. The builds run two at a time; each takes some seconds.
const TIMEOUT = 240_000;

function expectFailure(result: BuildResult, ...keyWords: (string | RegExp)[]) {
  expect(result.code, result.output).not.toBe(0);
  for (const words of keyWords) {
    if (typeof words === 'string') expect(result.output).toContain(words);
    else expect(result.output).toMatch(words);
  }
}

describe.concurrent('build-time configuration errors', () => {
  it(
    'a navbar doc link to a missing doc id names the id and lists the existing ones',
    async () => {
      expectFailure(
        await buildFixture('missing-doc-id'),
        `Couldn't find any doc with id "no-such-doc"`,
        /Available doc ids are:\s*\n\s*- intro/,
      );
    },
    TIMEOUT,
  );

  it(
    'a navbar sidebar link to a missing sidebar id names the id and lists the existing ones',
    async () => {
      expectFailure(
        await buildFixture('missing-sidebar-id'),
        `Can't find any sidebar with id "noSuchSidebar"`,
        /Available sidebar ids are:\s*\n\s*- docs\s*\n\s*- linksOnly/,
      );
    },
    TIMEOUT,
  );

  it(
    'a navbar sidebar link to a sidebar with nothing to link to names the sidebar',
    async () => {
      expectFailure(
        await buildFixture('sidebar-without-link'),
        `Sidebar with ID "linksOnly" doesn't have anything to be linked to.`,
      );
    },
    TIMEOUT,
  );

  it(
    'an unknown navbar item type names the type and where it is',
    async () => {
      const result = await buildFixture('unknown-navbar-item');
      expectFailure(result, 'Bad navbar item type fancyButton', /navbar\.items\[0\]/);
    },
    TIMEOUT,
  );

  it(
    'a page component without a default export names the page',
    async () => {
      expectFailure(
        await buildFixture('page-without-default-export'),
        "The page component at /broken doesn't have a default export",
      );
    },
    TIMEOUT,
  );

  it(
    'a theme component reading docs data on a site without the docs plugin says the plugin is missing',
    async () => {
      expectFailure(
        await buildFixture('docs-data-without-docs-plugin'),
        'You are using a feature of the Docusaurus docs plugin, but this plugin does not seem to be enabled',
        'Docusaurus plugin global data not found for "docusaurus-plugin-content-docs" plugin',
      );
    },
    TIMEOUT,
  );

  it(
    'a broken internal link fails the build and names the page and the target',
    async () => {
      expectFailure(
        await buildFixture('broken-link'),
        'Docusaurus found broken links!',
        /Broken link on source page path = \/:\s*\n\s*-> linking to \/no-such-page/,
      );
    },
    TIMEOUT,
  );

  it(
    'a broken Markdown link warns with the link and its file, and the build succeeds',
    async () => {
      const result = await buildFixture('broken-markdown-link');
      expect(result.code, result.output).toBe(0);
      expect(result.output).toMatch(
        /\[WARNING\] Broken Markdown link: \.\/no-such-file\.md in tests\/fixtures\/build-errors\/broken-markdown-link\/docs\/intro\.md:\d+:\d+/,
      );
      expect(result.output).not.toContain('broken links');
    },
    TIMEOUT,
  );
});

import { describe, expect, it } from 'vitest';
import { buildFixture } from './build-fixture';

// Our link settings at build time, each on a one-page site with one mistake (tests/fixtures/build-errors).
// Docusaurus's own configuration errors are Docusaurus's to test.
const TIMEOUT = 240_000;

describe.concurrent('link checks of the build', () => {
  it(
    'a broken internal link fails the build and names the page and the target',
    async () => {
      const result = await buildFixture('build-errors/broken-link');
      expect(result.code, result.output).not.toBe(0);
      expect(result.output).toContain('Docusaurus found broken links!');
      expect(result.output).toMatch(/Broken link on source page path = \/:\s*\n\s*-> linking to \/no-such-page/);
    },
    TIMEOUT,
  );

  it(
    'a broken Markdown link warns with the link and its file, and the build succeeds',
    async () => {
      const result = await buildFixture('build-errors/broken-markdown-link');
      expect(result.code, result.output).toBe(0);
      expect(result.output).toMatch(
        /\[WARNING\] Broken Markdown link: \.\/no-such-file\.md in tests\/fixtures\/build-errors\/broken-markdown-link\/docs\/intro\.md:\d+:\d+/,
      );
      expect(result.output).not.toContain('broken links');
    },
    TIMEOUT,
  );
});

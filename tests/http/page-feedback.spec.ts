import { select, selectAll } from 'hast-util-select';
import { toText } from 'hast-util-to-text';
import rehypeParse from 'rehype-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { links } from '../../src/site-settings/site-links';
import { docRoutes } from '../e2e/routes';
import { nodeServedSite } from './node-site';

const REPORT = 'Report a problem with this page';
const NEW_ISSUE = `${links.github}/issues/new`;

/** The title and body of a new-issue address of Moti's tracker. */
function issueOf(href: string) {
  const url = new URL(href);
  expect(`${url.origin}${url.pathname}`).toBe(NEW_ISSUE);
  return { title: url.searchParams.get('title') ?? '', body: url.searchParams.get('body') ?? '' };
}

// The link is in the served page, before any script runs (page-feedback.spec.ts follows it in a browser).
describe('Report a problem with this page', { timeout: 60_000 }, () => {
  const site = nodeServedSite();

  it('every doc page links to a new issue prefilled with its title and address', async () => {
    for (const route of docRoutes) {
      const tree = unified()
        .use(rehypeParse)
        .parse(await (await site.get(route)).text());
      // The public address pages are built for (SITE_URL), as the page's canonical link gives it.
      const origin = new URL(String(select('link[rel="canonical"]', tree)!.properties.href)).origin;
      const title = toText(select('title', tree)!).replace(/ \| Moti$/, '');
      const reports = selectAll('a', tree).filter((link) => toText(link) === REPORT);
      expect(reports, route).toHaveLength(1);
      const issue = issueOf(String(reports[0].properties.href));
      expect(issue.title, route).toBe(`Docs: problem on "${title}"`);
      expect(issue.body, route).toContain(`Page: ${origin}${route}\n`);
      expect(issue.body, route).toContain('### What is wrong?');
    }
  });
});

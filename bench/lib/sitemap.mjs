/** The paths of the pages the served site's sitemap lists (docs and unlisted pages, not /search or 404). */
export async function sitemapPaths(/** @type {string} */ baseUrl) {
  const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
}

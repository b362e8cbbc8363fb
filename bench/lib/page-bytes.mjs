// First-load bytes of a page: its HTML, and the scripts and stylesheets the browser fetches from our
// own origin while the page loads (prefetches of other routes excluded), sized raw and gzip-compressed.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../scripts/lib/chromium-path.mjs';

const gzipSizes = new Map();
function sizesOf(buildDir, pathname) {
  const file = path.join(buildDir, decodeURIComponent(pathname));
  if (!gzipSizes.has(file)) {
    const bytes = readFileSync(file);
    gzipSizes.set(file, { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
  }
  return gzipSizes.get(file);
}

const sum = (files, key) => files.reduce((total, file) => total + file[key], 0);

/** @param {import('@playwright/test').Page} page */
async function measure(page, url, buildDir) {
  const origin = new URL(url).origin;
  const files = { script: [], stylesheet: [] };
  const onResponse = (response) => {
    const request = response.request();
    const type = request.resourceType();
    const target = new URL(request.url());
    if (target.origin !== origin || !(type in files) || response.status() !== 200) return;
    if (files[type].some((file) => file.path === target.pathname)) return;
    files[type].push({ path: target.pathname, ...sizesOf(buildDir, target.pathname) });
  };
  page.on('response', onResponse);
  const response = await page.goto(url, { waitUntil: 'load' });
  // A quiet network alone ends too soon on a busy host: main.js can take longer to run than the
  // quiet spell before it asks for the route's chunks. Hydration needs them all.
  await page.locator('html[data-has-hydrated]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  const html = (await response?.body()) ?? Buffer.alloc(0);
  return {
    status: response?.status() ?? 0,
    html: { raw: html.length, gzip: gzipSync(html, { level: 9 }).length },
    // Pages with a running example load its runtime on purpose; the JS budget is for the others.
    hasLiveExample: (await page.locator('[data-live-example]').count()) > 0,
    js: { raw: sum(files.script, 'raw'), gzip: sum(files.script, 'gzip'), files: files.script.map((f) => f.path) },
    css: { raw: sum(files.stylesheet, 'raw'), gzip: sum(files.stylesheet, 'gzip') },
  };
}

/**
 * In the Chromium and with the flags every test and bench uses (scripts/lib/chromium-path.mjs).
 * @param {{ baseUrl: string, buildDir: string, routes: string[] }} options
 * @returns {Promise<Record<string, Awaited<ReturnType<typeof measure>>>>}
 */
export async function measurePageBytes({ baseUrl, buildDir, routes }) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  try {
    const results = {};
    // A first load each: a context of its own per route, with an empty cache, so that neither the
    // previous route's cached files nor its late responses (idle prefetches on a busy host) count.
    for (const route of routes) {
      const context = await browser.newContext();
      // Our own pages only: third-party scripts are not part of the site's bytes.
      await context.route(
        (url) => new URL(url).origin !== new URL(baseUrl).origin,
        (request) => request.abort(),
      );
      results[route] = await measure(await context.newPage(), new URL(route, baseUrl).href, buildDir);
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
  }
}

// Draws static/img/social-card.png, the 1200×630 image that link previews show (Open Graph and
// X cards), in headless Chromium. Run `node scripts/social-card.mjs` after changing the design.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumPath } from './lib/chromium-path.mjs';

const root = path.resolve(import.meta.dirname, '..');
const logo = readFileSync(path.join(root, 'static/img/logo.svg'), 'utf8');
const out = path.join(root, 'static/img/social-card.png');

// Three dots easing from left to right: the trail of an animated view, drawn in the logo's colours.
const trail = [0.25, 0.45, 0.7, 1]
  .map(
    (opacity, i) =>
      `<circle cx="${860 + i * 85}" cy="${540 - i * i * 22}" r="${18 + i * 8}" fill="#9d8bff" opacity="${opacity}"/>`,
  )
  .join('');

const html = `<!doctype html>
<html><head><style>
  html, body { margin: 0; width: 1200px; height: 630px; }
  body {
    background: radial-gradient(circle at 85% 15%, #3b2d8f 0, transparent 55%), #101017;
    color: #fff; font-family: 'DejaVu Sans', 'Helvetica Neue', Arial, sans-serif;
    display: flex; flex-direction: column; justify-content: center; padding: 0 96px; box-sizing: border-box;
  }
  .brand { display: flex; align-items: center; gap: 36px; }
  .brand svg { width: 148px; height: 148px; }
  h1 { font-size: 136px; margin: 0; letter-spacing: -4px; }
  p { font-size: 42px; line-height: 1.3; margin: 40px 0 0; color: #dad3ff; max-width: 720px; }
  small { display: block; margin-top: 36px; font-size: 30px; color: #bbaeff; }
  .trail { position: absolute; inset: 0; }
</style></head>
<body>
  <svg class="trail" viewBox="0 0 1200 630">${trail}</svg>
  <div class="brand">${logo}<h1>Moti</h1></div>
  <p>The universal animation library for React Native and the web</p>
  <small>moti.fyi · powered by Reanimated</small>
</body></html>`;

const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html);
await page.screenshot({ path: out, type: 'png' });
await browser.close();
console.log(`wrote ${path.relative(root, out)}`);

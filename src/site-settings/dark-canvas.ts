// The site is dark only. Until the theme's inline script sets `data-theme="dark"` at the start of
// <body>, the page's colour scheme is light and the canvas white: a slow phone shows a white frame.
// These tags, in <head>, make the very first frame dark without any script: the colour scheme for
// the canvas and form controls, and the background of the root element, which paints the canvas.

/** The dark theme's page background (Infima's `--ifm-background-color` under `data-theme="dark"`). */
const DARK_BACKGROUND = '#1b1b1d';

/** `headTags` of the site config: rendered into every page's <head>, before any stylesheet. */
export const darkCanvasHeadTags = [
  { tagName: 'meta', attributes: { name: 'color-scheme', content: 'dark' } },
  // `:root` outranks the theme's `html` rules, which follow `data-theme`; the values are the same.
  { tagName: 'style', attributes: {}, innerHTML: `:root{color-scheme:dark;background-color:${DARK_BACKGROUND}}` },
];

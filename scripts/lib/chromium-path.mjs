// One place that says which browser the tests and benchmarks drive, and how it starts.

/** CHROME_PATH, else Debian's Chromium. */
export const chromiumPath = () => process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * Chromium 156 gives every new window, even a headless one, two renderer processes for its address
 * bar's WebUI pop-ups (chrome://omnibox-popup.top-chrome), which no page ever shows. Every test opens
 * a window and every Lighthouse run a browser; measured over 10 windows, these two features cost 9.2 s
 * of CPU against 5.9 s without them, and 14 s of wall time against 10.
 */
export const unusedBrowserFeatures = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/** The flags every launch adds, headless, as root, on a machine whose only network is loopback. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  // Without these, Chromium calls home at start and the closed network refuses it.
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Playwright adds these to its own list of disabled features.
  `--disable-features=${unusedBrowserFeatures.join(',')}`,
];

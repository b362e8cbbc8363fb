// One place that says which browser the tests drive: CHROME_PATH, else Debian's Chromium.
export const chromiumPath = () => process.env.CHROME_PATH ?? '/usr/bin/chromium';

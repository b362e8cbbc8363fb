// The site's third-party scripts, in one place. Each loads async and the site works without it
// (offline they always fail). Set the variable to `off` to leave a script out of the build.
const analytics = {
  src: 'https://cdn.splitbee.io/sb.js',
  async: true,
  enabled: process.env.ANALYTICS !== 'off',
};

const playgroundEmbed = {
  src: 'https://snack.expo.dev/embed.js',
  async: true,
  enabled: process.env.PLAYGROUND_EMBED !== 'off',
};

export const externalScripts = [analytics, playgroundEmbed]
  .filter((script) => script.enabled)
  .map(({ src, async }) => ({ src, async }));

/** Snack's site, where Open in Snack sends edited code: offered only in builds that keep the embed. */
export const playgroundSite = playgroundEmbed.enabled ? new URL('/', playgroundEmbed.src).href : null;

/** Hosts of every third-party script, built in or not: tests and benchmarks block or stub them. */
export const externalScriptHosts = [analytics, playgroundEmbed].map((script) => new URL(script.src).hostname);

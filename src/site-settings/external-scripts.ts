// The site's third-party scripts, in one place. Each loads async and the site works without it
// (offline they always fail). Set the variable to `off` to leave a script out of the build.
// `needs` is what the script does beyond loading, which the Content-Security-Policy must allow.

type ExternalScript = {
  src: string;
  async: boolean;
  enabled: boolean;
  needs: { connect: string[]; frame: string[]; form: string[] };
};

const analytics: ExternalScript = {
  src: 'https://cdn.splitbee.io/sb.js',
  async: true,
  enabled: process.env.ANALYTICS !== 'off',
  // Splitbee's script sends its events to its collector (the host its proxy guides forward /_hive to).
  needs: { connect: ['https://hive.splitbee.io'], frame: [], form: [] },
};

// The Snack embed's switch had another name; a build that still sets it stops, instead of silently
// shipping the embed it meant to leave out.
if (process.env.PLAYGROUND_EMBED !== undefined)
  throw new Error('PLAYGROUND_EMBED is now SNACK_EMBED: rename the variable where the build is configured.');

const snackEmbed: ExternalScript = {
  src: 'https://snack.expo.dev/embed.js',
  async: true,
  enabled: process.env.SNACK_EMBED !== 'off',
  // The embed draws Snack in a frame; Open in Snack posts long code to Snack in a form.
  needs: { connect: [], frame: ['https://snack.expo.dev'], form: ['https://snack.expo.dev'] },
};

/** The scripts this build keeps, with what each needs. */
export const enabledExternalScripts = [analytics, snackEmbed].filter((script) => script.enabled);

/** The scripts as Docusaurus's `scripts` setting takes them. */
export const externalScripts = enabledExternalScripts.map(({ src, async }) => ({ src, async }));

/** Snack's site, where Open in Snack sends edited code: offered only in builds that keep the embed. */
export const snackSite = snackEmbed.enabled ? new URL('/', snackEmbed.src).href : null;

/** Hosts of every third-party script, built in or not: tests and benchmarks block or stub them. */
export const externalScriptHosts = [analytics, snackEmbed].map((script) => new URL(script.src).hostname);

// The real Moti destinations, named once for the navbar, the footer and the pages.
export const links = {
  github: 'https://github.com/nandorojo/moti',
  sponsor: 'https://github.com/sponsors/nandorojo',
  discord: 'https://discord.gg/JtvAVzNpDk',
  x: 'https://x.com/fernandotherojo',
  npm: 'https://www.npmjs.com/package/moti',
} as const;

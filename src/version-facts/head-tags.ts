// The reader's Reanimated choice applies before the first paint: this script in <head> copies the
// stored choice to <html data-reanimated>, and the style beside it shows, in each <VersionFact>, the
// rendering of that version (the default's when nothing is stored, or with no script at all). The
// build hashes the script into the Content-Security-Policy like every inline script.
import { inPageVersion, reanimatedVersions } from '../data/reanimated-versions';
import { FACT_VERSION_ATTRIBUTE, REANIMATED_CHOICE_ATTRIBUTE, REANIMATED_CHOICE_KEY } from './choice-storage';

const versions = JSON.stringify(reanimatedVersions.map(String));

// Storage may be blocked; then the default shows, as without script.
const script = `try{var v=localStorage.getItem(${JSON.stringify(REANIMATED_CHOICE_KEY)});if(${versions}.indexOf(v)>=0)document.documentElement.setAttribute(${JSON.stringify(REANIMATED_CHOICE_ATTRIBUTE)},v)}catch(e){}`;

const shown = (version: number) =>
  `html[${REANIMATED_CHOICE_ATTRIBUTE}="${version}"] [${FACT_VERSION_ATTRIBUTE}="${version}"]`;
const hidden = (version: number) =>
  reanimatedVersions
    .filter((other) => other !== version)
    .map((other) => `html[${REANIMATED_CHOICE_ATTRIBUTE}="${version}"] [${FACT_VERSION_ATTRIBUTE}="${other}"]`)
    .join(',');

// `visibility`, not `display`: a hidden rendering keeps its place in the grid cell, so the box keeps its size.
const style = [
  `[${FACT_VERSION_ATTRIBUTE}]:not([${FACT_VERSION_ATTRIBUTE}="${inPageVersion}"]){visibility:hidden}`,
  ...reanimatedVersions.map((version) => `${shown(version)}{visibility:visible}${hidden(version)}{visibility:hidden}`),
].join('');

/** `headTags` of the site config. */
export const reanimatedChoiceHeadTags = [
  { tagName: 'script', attributes: {}, innerHTML: script },
  { tagName: 'style', attributes: {}, innerHTML: style },
];

// Prints what Moti and framer-motion add to a minified, gzipped web bundle, and Reanimated beside
// them, measured on the installed packages (how: scripts/lib/bundle-size/moti-web-bundle.mjs).
// /web shows these figures rounded; tests/unit/moti-bundle-size-claims.test.ts holds them there.
import {
  formatKilobytes,
  installedVersion,
  measureReanimated,
  measureScenarios,
} from './lib/bundle-size/moti-web-bundle.mjs';

const versions = ['moti', 'framer-motion'].map((name) => `${name} ${installedVersion(name)}`).join(', ');
console.log(`gzip bytes, ${versions}; React, react-native-web and Reanimated external`);
for (const { label, total, framerMotion } of await measureScenarios()) {
  console.log(
    `${label.padEnd(52)} ${String(total).padStart(6)} (${formatKilobytes(total)}), framer-motion ${framerMotion} (${formatKilobytes(framerMotion)})`,
  );
}
for (const { label, version, total } of await measureReanimated()) {
  console.log(`${`${label} (${version})`.padEnd(52)} ${String(total).padStart(6)} (${formatKilobytes(total)})`);
}

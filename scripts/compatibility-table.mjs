// Writes src/data/compatibility.json from the packages' own metadata on the npm registry. Run it by
// hand (`node scripts/compatibility-table.mjs`); builds and tests read the committed JSON, never the network.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { browserChecks, issueReports } from './lib/compatibility-evidence.mjs';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'src/data/compatibility.json');
const sdks = [50, 51, 52, 53, 54, 55, 56, 57, 58];

const npmJson = (...args) => JSON.parse(execFileSync('npm', [...args, '--json'], { encoding: 'utf8' }));
const view = (spec, ...fields) => npmJson('view', spec, ...fields);
const day = (iso) => iso.slice(0, 10);

/** One file of a package's published tarball, read through `npm pack` into a scratch folder. */
function fileOfTarball(spec, file) {
  const dir = mkdtempSync(path.join(tmpdir(), 'compat-'));
  try {
    const [{ filename }] = npmJson('pack', spec, '--pack-destination', dir);
    return execFileSync('tar', ['-xzOf', path.join(dir, filename), `package/${file}`], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const expo = view('expo', 'versions', 'time');
const patchOf = (version) => Number(version.split('.')[2]);

/** The newest stable release of an SDK: expo's majors are SDK numbers, and its releases are all `N.0.x`. */
function newestOfSdk(sdk) {
  const releases = expo.versions.filter((version) => new RegExp(`^${sdk}\\.0\\.\\d+$`).test(version));
  return releases.sort((a, b) => patchOf(a) - patchOf(b)).at(-1);
}

const expoSdks = sdks.map((sdk) => {
  const version = newestOfSdk(sdk);
  if (!version) throw new Error(`no stable expo release for SDK ${sdk}`);
  const bundled = JSON.parse(fileOfTarball(`expo@${version}`, 'bundledNativeModules.json'));
  return {
    sdk,
    expo: version,
    reactNative: bundled['react-native'],
    react: bundled.react,
    reanimated: bundled['react-native-reanimated'],
    worklets: bundled['react-native-worklets'] ?? null,
    reports: issueReports.filter((report) => report.sdk === sdk),
  };
});

// Reanimated's own table of supported React Native and Worklets versions, shipped in its package.
const reanimatedLatest = view('react-native-reanimated', 'version');
const table = JSON.parse(fileOfTarball(`react-native-reanimated@${reanimatedLatest}`, 'compatibility.json'));
const reanimatedLines = Object.entries(table.fabric)
  .filter(([line]) => line !== 'nightly' && /^[34]\./.test(line))
  .map(([line, supports]) => ({
    line,
    reactNative: supports['react-native'],
    worklets: supports['react-native-worklets'] ?? null,
    oldArchitecture: line in table.paper,
  }));

const motiInfo = view('moti', 'version', 'time', 'peerDependencies', 'devDependencies');
const reanimatedPeer = view(`react-native-reanimated@${reanimatedLatest}`, 'peerDependencies');

const data = {
  readOn: new Date().toISOString().slice(0, 10),
  moti: {
    version: motiInfo.version,
    published: day(motiInfo.time[motiInfo.version]),
    reanimatedPeer: motiInfo.peerDependencies['react-native-reanimated'],
    builtAgainst: motiInfo.devDependencies['react-native-reanimated'],
  },
  reanimated: {
    latest: reanimatedLatest,
    published: day(view('react-native-reanimated', 'time')[reanimatedLatest]),
    reactNativePeer: reanimatedPeer['react-native'],
    workletsPeer: reanimatedPeer['react-native-worklets'] ?? null,
  },
  expoSdks,
  reanimatedLines,
  browserChecks,
};

writeFileSync(out, `${JSON.stringify(data, null, 2)}\n`);
console.log(
  `wrote ${path.relative(root, out)}: ${expoSdks.length} Expo SDKs, ${reanimatedLines.length} Reanimated lines`,
);

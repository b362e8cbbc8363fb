// Writes src/data/compatibility.json from the packages' own metadata on the npm registry. Run it by
// hand (`node scripts/compatibility-table.mjs`); builds and tests read the committed JSON, never the network.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import semver from 'semver';
import { browserChecks, issueReports, motiReanimatedLowest, repositoryTags } from './lib/compatibility-evidence.mjs';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'src/data/compatibility.json');
const sdks = [50, 51, 52, 53, 54, 55, 56, 57, 58];

const npmJson = (...args) => JSON.parse(execFileSync('npm', [...args, '--json'], { encoding: 'utf8' }));
const view = (spec, ...fields) => npmJson('view', spec, ...fields);
const day = (iso) => iso.slice(0, 10);

/**
 * The day the registry says a release was published, or null when its `time` field cannot be
 * trusted: some packages' entries list a lower release of the same major after a higher one
 * (`moti` lists 0.0.1 after 0.30.0), which no real publishing order produces.
 */
function registryDay(times, version) {
  const later = Object.keys(times).filter(
    (other) =>
      semver.valid(other) &&
      semver.major(other) === semver.major(version) &&
      semver.lt(other, version) &&
      times[other] > times[version],
  );
  return later.length === 0 ? day(times[version]) : null;
}

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
// Reanimated groups its lines one way for the New Architecture (`fabric`) and another way for the
// Old (`paper`): each New Architecture line is matched with the Old Architecture groups it overlaps.
const paperGroups = Object.entries(table.paper);
// The Old Architecture list whole, in Reanimated's own groups: its 2.x lines are on no other list.
const oldArchitectureLines = paperGroups.map(([line, supports]) => ({ line, reactNative: supports['react-native'] }));
const reanimatedLines = Object.entries(table.fabric)
  .filter(([line]) => line !== 'nightly' && /^[34]\./.test(line))
  .map(([line, supports]) => {
    const paper = paperGroups
      .filter(([group]) => semver.intersects(group, line))
      .map(([group, groupSupports]) => ({ line: group, reactNative: groupSupports['react-native'] }));
    return {
      line,
      reactNative: supports['react-native'],
      worklets: supports['react-native-worklets'] ?? null,
      oldArchitecture: paper.length > 0 ? paper : null,
    };
  });

// What React each React Native release asks for, for the bare apps the version checker reads: every
// minor either architecture's list names.
const reactNativeMinors = [
  ...new Set([...reanimatedLines, ...oldArchitectureLines].flatMap((line) => line.reactNative)),
].sort((a, b) => semver.compare(`${a}.0`, `${b}.0`));
const reactNativeReleases = view('react-native', 'versions').filter((release) => !semver.prerelease(release));
const reactNativeReact = Object.fromEntries(
  reactNativeMinors.flatMap((minor) => {
    // A minor that Reanimated lists ahead of its first stable release has no peers to read yet.
    const newest = semver.maxSatisfying(reactNativeReleases, `~${minor}.0`);
    if (!newest) return [];
    return [[minor, { reactNative: newest, react: view(`react-native@${newest}`, 'peerDependencies').react }]];
  }),
);

const motiInfo = view('moti', 'version', 'time', 'peerDependencies', 'devDependencies');
const reanimatedPeer = view(`react-native-reanimated@${reanimatedLatest}`, 'peerDependencies');

const data = {
  readOn: new Date().toISOString().slice(0, 10),
  moti: {
    version: motiInfo.version,
    published: registryDay(motiInfo.time, motiInfo.version),
    tagged: repositoryTags.moti.version === motiInfo.version ? repositoryTags.moti : null,
    reanimatedPeer: motiInfo.peerDependencies['react-native-reanimated'],
    builtAgainst: motiInfo.devDependencies['react-native-reanimated'],
    reanimatedLowest: motiReanimatedLowest,
  },
  reanimated: {
    latest: reanimatedLatest,
    published: registryDay(view('react-native-reanimated', 'time'), reanimatedLatest),
    reactNativePeer: reanimatedPeer['react-native'],
    workletsPeer: reanimatedPeer['react-native-worklets'] ?? null,
  },
  expoSdks,
  reanimatedLines,
  oldArchitectureLines,
  reactNativeReact,
  browserChecks,
};

writeFileSync(out, `${JSON.stringify(data, null, 2)}\n`);
console.log(
  `wrote ${path.relative(root, out)}: ${expoSdks.length} Expo SDKs, ${reanimatedLines.length} Reanimated lines`,
);

// React's and react-dom's verdicts, and Moti's own.
import gt from 'semver/functions/gt';
import satisfies from 'semver/functions/satisfies';
import data from '../../../data/compatibility.json';
import type { App } from './app';
import { within } from './compare';
import { versionOf } from './declared';
import { expoFix, fixPages, type Fix } from './fixes';
import { againstSdkPin, metadata, shown, unreadable, verdict, type Evidence, type Partial } from './verdict';

/** What React a React Native minor asks for: its newest release's peer range, or its SDK's React. */
function reactFor(minor: string) {
  const peer = data.reactNativeReact[minor as keyof typeof data.reactNativeReact];
  return peer ? `React Native ${peer.reactNative} asks for React \`${peer.react}\`.` : null;
}

export function reactVerdict(app: App): Partial {
  const declared = app.declared.react;
  if (declared.kind === 'missing')
    return verdict('missing', 'React Native and Moti need React.', app.expo ? [expoFix('react react-dom')] : []);
  const unread = unreadable(declared, 'react');
  if (unread) return verdict('not-known', unread, [], []);
  const pinned = app.sdk ? againstSdkPin(app, 'react', app.sdk.react, 'react react-dom') : null;
  if (pinned) return pinned;
  const minor = app.reactNativeMinor;
  const peer = minor ? data.reactNativeReact[minor as keyof typeof data.reactNativeReact] : undefined;
  if (!peer)
    return verdict(
      'not-known',
      minor
        ? `The checker knows the React of React Native ${Object.keys(data.reactNativeReact)[0]} to ${Object.keys(data.reactNativeReact).at(-1)}, not ${minor}.`
        : 'Without one React Native version in your package.json, the checker cannot tell which React it asks for.',
      [],
      [],
    );
  const fit = within(declared, peer.react);
  const asks = reactFor(minor!)!;
  if (fit === 'all') return verdict('fits', asks);
  return verdict(
    'does-not-fit',
    fit === 'some' ? `${asks} Your range also allows others.` : `${asks} Yours is \`${shown(declared.spec)}\`.`,
  );
}

/** react-dom asks for React at its own version or later in the same major (`^19.2.3` for 19.2.3). */
const reactDomPeer = (version: string) => `^${version}`;

export function reactDomVerdict(app: App): Partial {
  const declared = app.declared['react-dom'];
  const react = app.declared.react;
  const reactVersion = versionOf(react) ?? '<your react version>';
  const pin: Fix = app.expo
    ? {
        command: 'npx expo install react-dom',
        label: "Add react-dom at your React's version",
        href: fixPages.reactDomPin,
      }
    : {
        command: `npm install --save-exact react-dom@${reactVersion}`,
        label: "Pin react-dom to your React's version",
        href: fixPages.reactDomPin,
      };
  if (declared.kind === 'missing') {
    return verdict(
      'missing',
      "Moti's framer-motion asks for react-dom as a peer; without one, npm installs the newest react-dom, which can bring a second copy of React.",
      [pin],
    );
  }
  const unread = unreadable(declared, 'react-dom');
  if (unread) return verdict('not-known', unread, [pin], []);
  if (react.kind === 'version' && declared.kind === 'version') {
    if (react.version === declared.version)
      return verdict('fits', 'The same version as react, which react-dom requires on the web.');
    if (app.web)
      return verdict(
        'does-not-fit',
        `Your app renders on the web (it lists react-native-web), and react-dom's web renderer throws "Incompatible React versions" unless it is exactly the version of react: react-dom ${declared.version}, react ${react.version}.`,
        [pin],
      );
    const peer = reactDomPeer(declared.version);
    if (satisfies(react.version, peer))
      return verdict(
        'fits',
        `Only react-dom's web renderers check that it is exactly the version of react, and your app lists no react-native-web. Its peer range, \`${peer}\`, takes react ${react.version}.`,
      );
    return verdict(
      'does-not-fit',
      `react-dom ${declared.version} asks for react \`${peer}\`, and yours is ${react.version}: npm stops with ERESOLVE.`,
      [pin],
    );
  }
  return verdict(
    'not-known',
    app.web
      ? 'On the web, react-dom must be exactly the version of react; with a range on either, npm can install them apart.'
      : 'react-dom asks for react at its own version or later; with a range on either, the checker cannot tell which npm installs.',
    [pin],
    [],
  );
}

export function motiVerdict(app: App): Partial {
  const declared = app.declared.moti;
  const moti = data.moti.version;
  if (declared.kind === 'missing')
    return verdict(
      'missing',
      'Not installed yet.',
      [{ command: 'npm install moti', label: 'Add Moti', href: fixPages.addMoti }],
      [],
    );
  const unread = unreadable(declared, 'moti');
  if (unread) return verdict('not-known', unread, [], []);
  if (within(declared, moti) === 'none' && !(declared.kind === 'range' && satisfies(moti, declared.range))) {
    const version = versionOf(declared)!;
    return verdict(
      'not-known',
      gt(version, moti)
        ? `No Moti after ${moti} exists on the registry.`
        : `These pages describe Moti ${moti}; \`${shown(declared.spec)}\` does not include it.`,
      [{ command: `npm install moti@${moti}`, label: 'Update to 0.30', href: fixPages.updateMoti }],
      [],
    );
  }
  const evidence: Evidence[] = [...metadata];
  let reason = `Moti ${moti} accepts any Reanimated (its peer range is \`${data.moti.reanimatedPeer}\`) and was built against ${data.moti.builtAgainst}.`;
  const check = data.browserChecks.find((run) => Number(run.reanimated.split('.')[0]) === app.reanimatedMajor);
  if (check) {
    reason += ` In a browser it runs with Reanimated ${check.reanimated}; on iOS and Android it is not verified.`;
    evidence.push({ kind: 'browser' });
  }
  for (const report of app.sdk?.reports ?? []) {
    reason += ` On SDK ${app.sdk!.sdk}: ${report.summary}`;
    evidence.push({ kind: 'reported', issue: report.issue });
  }
  return verdict('fits', reason, [], evidence);
}

// React's and react-dom's verdicts, and Moti's own.
import gt from 'semver/functions/gt';
import satisfies from 'semver/functions/satisfies';
import data from '../../../data/compatibility.json';
import type { App } from './app';
import { within } from './compare';
import { versionOf } from './declared';
import { expoFix, fixPages, type Fix } from './fixes';
import { againstSdkPin, metadata, shown, unreadable, verdict, type Evidence, type Partial } from './verdict';

export function reactVerdict(app: App): Partial {
  const declared = app.declared.react;
  if (declared.kind === 'missing')
    return verdict('does-not-fit', 'React Native and Moti need React.', app.expo ? [expoFix('react react-dom')] : []);
  const unread = unreadable(declared, 'react');
  if (unread) return verdict('not-known', unread, [], []);
  const pinned = app.sdk ? againstSdkPin(app, 'react', app.sdk.react, 'react react-dom') : null;
  if (pinned) return pinned;
  const minor = app.reactNativeMinor;
  const peer = minor ? data.reactNativeReact[minor as keyof typeof data.reactNativeReact] : undefined;
  if (!peer)
    return verdict(
      'not-known',
      "The checker knows React Native's React only for 0.78 and later, with one React Native version named.",
      [],
      [],
    );
  const fit = within(declared, peer.react);
  const asks = `React Native ${peer.reactNative} asks for React \`${peer.react}\`.`;
  if (fit === 'all') return verdict('fits', asks);
  return verdict(
    'does-not-fit',
    fit === 'some' ? `${asks} Your range also allows others.` : `${asks} Yours is \`${shown(declared.spec)}\`.`,
  );
}

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
      'does-not-fit',
      "Moti's framer-motion asks for react-dom as a peer; without one, npm installs the newest react-dom, which can bring a second copy of React.",
      [pin],
    );
  }
  const unread = unreadable(declared, 'react-dom');
  if (unread) return verdict('not-known', unread, [pin], []);
  if (react.kind === 'version' && declared.kind === 'version') {
    if (react.version === declared.version)
      return verdict('fits', `The same version as react, which react-dom requires.`);
    return verdict(
      'does-not-fit',
      `react-dom must be exactly the version of react: react-dom ${declared.version} with react ${react.version} throws "Incompatible React versions".`,
      [pin],
    );
  }
  return verdict(
    'not-known',
    'react-dom must be exactly the version of react; with a range on either, npm can install them apart.',
    [pin],
    [],
  );
}

export function motiVerdict(app: App): Partial {
  const declared = app.declared.moti;
  const moti = data.moti.version;
  if (declared.kind === 'missing')
    return verdict(
      'not-listed',
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
    reason += ` We ran it with Reanimated ${check.reanimated} in a browser, not on iOS or Android.`;
    evidence.push({ kind: 'browser' });
  }
  for (const report of app.sdk?.reports ?? []) {
    reason += ` On SDK ${app.sdk!.sdk}: ${report.summary}`;
    evidence.push({ kind: 'reported', issue: report.issue });
  }
  return verdict('fits', reason, [], evidence);
}

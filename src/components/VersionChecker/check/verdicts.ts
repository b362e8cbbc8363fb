import gt from 'semver/functions/gt';
import satisfies from 'semver/functions/satisfies';
import data from '../../../data/compatibility.json';
import { isPrerelease, readApp, checkedPackages, type App, type PackageName } from './app';
import { lineForCommand, lineSupports, linesOf, listed, newestLineFor, within, withinAny } from './compare';
import { versionOf, type Declared } from './declared';
import { expoFix, expoInstallReanimated, fixPages, type Fix } from './fixes';
import type { PastedDependencies } from './read-package';

export type Status = 'fits' | 'does-not-fit' | 'not-known' | 'not-listed';
export type Evidence = { kind: 'metadata' } | { kind: 'browser' } | { kind: 'reported'; issue: number };
export type Verdict = {
  name: PackageName;
  declared: Declared;
  status: Status;
  reason: string;
  evidence: Evidence[];
  fixes: Fix[];
};

/** A pasted spec as the reason quotes it: short, and with no backtick to end its code span early. */
const shown = (spec: string) => (spec.length > 60 ? `${spec.slice(0, 60)}…` : spec).replaceAll('`', "'");

const metadata: Evidence[] = [{ kind: 'metadata' }];
const verdict = (status: Status, reason: string, fixes: Fix[] = [], evidence = metadata) => ({
  status,
  reason,
  evidence,
  fixes,
});
type Partial = ReturnType<typeof verdict>;

/** Why a declaration names no version the checker can compare, or null when it does. */
function unreadable(declared: Declared, name: string): string | null {
  const lookUp = `\`npm ls ${name}\` shows the version you have.`;
  if (declared.kind === 'tag')
    return `\`${shown(declared.spec)}\` is a dist-tag: the version depends on the day you installed. ${lookUp}`;
  if (declared.kind === 'other')
    return `\`${shown(declared.spec)}\` is not a version or a range the checker can read. ${lookUp}`;
  if (declared.kind === 'range' && declared.lowest === '0.0.0')
    return `\`${shown(declared.spec)}\` accepts any version. ${lookUp}`;
  return null;
}

const rangeNote = (declared: Declared) =>
  declared.kind === 'range'
    ? ` Your range \`${shown(declared.spec)}\` allows more than one release; npm installs the newest it allows.`
    : '';

/** A package the SDK pins: fits when every version the app allows is the SDK's. */
function againstSdkPin(app: App, name: PackageName, pin: string | null, command: string): Partial | null {
  const { sdk } = app;
  const declared = app.declared[name];
  if (!sdk || pin === null || declared.kind === 'missing') return null;
  const fit = within(declared, pin);
  if (fit === 'all') return verdict('fits', `SDK ${sdk.sdk} pins \`${pin}\`.`);
  const version = versionOf(declared);
  const pre = isPrerelease(version)
    ? ` \`${version}\` is a prerelease, as SDK templates list before the SDK's own release.`
    : '';
  const why =
    fit === 'some'
      ? `SDK ${sdk.sdk} pins \`${pin}\`; your range \`${declared.kind === 'range' ? declared.spec : ''}\` also lets npm install other releases.`
      : `SDK ${sdk.sdk} pins \`${pin}\`, and yours is \`${declared.kind === 'version' || declared.kind === 'range' ? declared.spec : ''}\`.${pre}`;
  return verdict('does-not-fit', why, [expoFix(command)]);
}

function expoVerdict(app: App): Partial {
  const declared = app.declared.expo;
  if (declared.kind === 'missing') {
    return verdict(
      'not-listed',
      "A bare React Native app: the checks below use Reanimated's and React Native's own lists.",
      [],
      [],
    );
  }
  const unread = unreadable(declared, 'expo');
  if (unread) return verdict('not-known', unread, [], []);
  const version = versionOf(declared)!;
  if (!app.sdk) {
    const sdks = data.expoSdks.map((row) => row.sdk);
    return verdict(
      'not-known',
      `The table covers SDK ${sdks[0]} to ${sdks.at(-1)}; \`${shown(declared.spec)}\` is not one of them.`,
      [],
      [],
    );
  }
  const { sdk } = app;
  if (isPrerelease(version)) {
    return verdict(
      'does-not-fit',
      `\`${shown(declared.spec)}\` is a preview of SDK ${sdk.sdk}, as its template lists it; SDK ${sdk.sdk}'s releases are out (the newest is ${sdk.expo}), and their pins differ.`,
      [
        {
          command: `npx expo install expo@^${sdk.sdk}.0.0 --fix`,
          label: `Move to SDK ${sdk.sdk}'s release and its pins`,
          href: fixPages.expoPins,
        },
      ],
    );
  }
  return verdict('fits', `SDK ${sdk.sdk}. The table reads its newest release, ${sdk.expo}.`);
}

function reactNativeVerdict(app: App): Partial {
  const declared = app.declared['react-native'];
  if (declared.kind === 'missing') {
    return verdict(
      'not-listed',
      'Without React Native (a web-only app on react-native-web, say), the checks against React Native are left out.',
      [],
      [],
    );
  }
  const unread = unreadable(declared, 'react-native');
  if (unread) return verdict('not-known', unread, [], []);
  const pinned = againstSdkPin(app, 'react-native', app.sdk?.reactNative ?? null, '--fix');
  if (pinned) return pinned;
  const minor = app.reactNativeMinor;
  if (minor === null)
    return verdict(
      'not-known',
      `\`${shown(declared.spec)}\` allows more than one React Native minor. \`npm ls react-native\` shows yours.`,
      [],
      [],
    );
  const lines = data.reanimatedLines.filter((line) => lineSupports(line, minor) === 'new').map((line) => line.line);
  if (lines.length === 0)
    return verdict('not-known', `No Reanimated line in Reanimated's table lists React Native ${minor}.`, [
      { label: "Reanimated's lines", href: fixPages.reanimatedLines },
    ]);
  const newOnly =
    Number(minor.split('.')[1]) >= 82
      ? ` React Native ${minor} runs the New Architecture only, so it needs Reanimated 4.`
      : '';
  return verdict(
    'fits',
    `React Native ${minor}: Reanimated ${listed(lines)} list it.${newOnly}`,
    newOnly ? [{ label: 'Why Reanimated 4', href: fixPages.newArchitectureOnly }] : [],
  );
}

/** How to get a Reanimated that fits, on the app's path. */
function reanimatedFixes(app: App): Fix[] {
  if (app.expo) return [expoInstallReanimated];
  const minor = app.reactNativeMinor;
  const four = minor ? newestLineFor(minor, '4') : undefined;
  if (four) {
    const worklets = four.worklets?.at(-1)?.replace(/\.x$/, '');
    return [
      {
        command: `npm install react-native-reanimated@${lineForCommand(four.line)} react-native-worklets@${worklets}`,
        label: 'Name a Reanimated line and its Worklets line',
        href: fixPages.workletsLine,
      },
    ];
  }
  if (minor && newestLineFor(minor, '3')) {
    return [
      {
        command: 'npm install react-native-reanimated@3',
        label: 'Stay on Reanimated 3',
        href: fixPages.reanimated3Bare,
      },
    ];
  }
  return [{ label: "Find your React Native in Reanimated's lines", href: fixPages.reanimatedLines }];
}

function reanimatedVerdict(app: App): Partial {
  const declared = app.declared['react-native-reanimated'];
  if (declared.kind === 'missing') {
    return verdict(
      'does-not-fit',
      'Moti needs it beside itself. Without it, npm 7 and later install the newest release, which may not fit your app.',
      reanimatedFixes(app),
    );
  }
  const unread = unreadable(declared, 'react-native-reanimated');
  if (unread) return verdict('not-known', unread, reanimatedFixes(app), []);
  const minor = app.reactNativeMinor;
  const pinned = app.sdk
    ? againstSdkPin(app, 'react-native-reanimated', app.sdk.reanimated, 'react-native-reanimated react-native-worklets')
    : null;
  if (pinned?.status === 'fits') return pinned;
  const lines = linesOf(declared);
  if (lines.length === 0)
    return verdict(
      'not-known',
      `\`${shown(declared.spec)}\` is in no line of Reanimated's table.`,
      reanimatedFixes(app),
    );
  if (minor === null) {
    return (
      pinned ??
      verdict(
        'not-known',
        `Lines ${listed(lines.map((line) => line.line))}; without one React Native version, the checker cannot match them.`,
        reanimatedFixes(app),
      )
    );
  }
  const misfits = lines.filter((line) => lineSupports(line, minor) !== 'new');
  const supported = misfits.length === 0;
  if (app.sdk && pinned) {
    // Expo Go carries the SDK's own Reanimated; only a development build can hold another line.
    const devBuild = supported
      ? ` A development build can run it, since ${listed(lines.map((line) => line.line))} list${lines.length === 1 ? 's' : ''} React Native ${minor}; Expo Go cannot.`
      : ` Reanimated ${listed(misfits.map((line) => line.line))} does not list React Native ${minor}, so no build of SDK ${app.sdk.sdk} runs it.`;
    const path = app.sdk.sdk === 54 && app.reanimatedMajor === 3 && supported;
    return verdict(
      supported ? 'fits' : 'does-not-fit',
      `${pinned.reason}${devBuild}`,
      path
        ? [{ label: 'Reanimated 3 on SDK 54', href: fixPages.reanimated3Expo }]
        : [expoInstallReanimated, { label: 'Expo Go and development builds', href: fixPages.expoGo }],
    );
  }
  if (supported) {
    const oldOnly = lines.some((line) => line.reactNative.includes(minor)) ? '' : ' (Old Architecture)';
    return verdict(
      'fits',
      `Reanimated ${listed(lines.map((line) => line.line))} list${lines.length === 1 ? 's' : ''} React Native ${minor}${oldOnly}.`,
    );
  }
  const newest = lines.some((line) => lineSupports(line, minor) === 'new');
  const why = newest
    ? `Your range also allows Reanimated ${listed(misfits.map((line) => line.line))}, which does not list React Native ${minor}.${rangeNote(declared)}`
    : `Reanimated ${listed(misfits.map((line) => line.line))} lists React Native ${listed(misfits[0].reactNative)}, not ${minor}.`;
  return verdict('does-not-fit', why, reanimatedFixes(app));
}

function workletsVerdict(app: App): Partial {
  const declared = app.declared['react-native-worklets'];
  const reanimated = app.declared['react-native-reanimated'];
  if (app.reanimatedMajor === 3) {
    if (declared.kind === 'missing') return verdict('not-listed', 'Reanimated 3 does not use it.', [], []);
    if (app.expo) {
      return verdict(
        'does-not-fit',
        "Reanimated 3 does not use it, and while it is installed, babel-preset-expo applies the Worklets plugin instead of Reanimated 3's.",
        [
          {
            command: 'npm uninstall react-native-worklets',
            label: 'Reanimated 3 in an Expo app',
            href: fixPages.reanimated3Expo,
          },
        ],
      );
    }
    return verdict('not-known', 'Reanimated 3 does not use it.', [], []);
  }
  const line = linesOf(reanimated)[0];
  if (app.reanimatedMajor !== 4 || !line?.worklets) {
    if (declared.kind === 'missing')
      return verdict('not-listed', 'Whether you need it depends on your Reanimated: 4 does, 3 does not.', [], []);
    return verdict(
      'not-known',
      'Which Worklets fits depends on your Reanimated, which the checker could not read.',
      [],
      [],
    );
  }
  const wanted = line.worklets;
  const fixes = app.expo
    ? [expoInstallReanimated]
    : [{ label: 'Name the Worklets line with Reanimated', href: fixPages.workletsLine }];
  if (declared.kind === 'missing')
    return verdict('does-not-fit', `Reanimated ${line.line} needs it, at ${listed(wanted)}.`, fixes);
  const unread = unreadable(declared, 'react-native-worklets');
  if (unread) return verdict('not-known', unread, fixes, []);
  const pinned = app.sdk?.worklets
    ? againstSdkPin(app, 'react-native-worklets', app.sdk.worklets, 'react-native-reanimated react-native-worklets')
    : null;
  const fit = withinAny(declared, wanted);
  if (fit === 'all') {
    const lineText = `Reanimated ${line.line} asks for ${listed(wanted)}.`;
    if (pinned && pinned.status !== 'fits')
      return verdict('does-not-fit', `${lineText} ${pinned.reason} Expo Go carries the SDK's own.`, fixes);
    return verdict('fits', pinned ? `${pinned.reason} ${lineText}` : lineText);
  }
  const why =
    fit === 'some'
      ? `Reanimated ${line.line} asks for ${listed(wanted)}; your range also allows others.`
      : `Reanimated ${line.line} asks for ${listed(wanted)}, not \`${shown(declared.spec)}\`.`;
  return verdict('does-not-fit', why, fixes);
}

function reactVerdict(app: App): Partial {
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

function reactDomVerdict(app: App): Partial {
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

function motiVerdict(app: App): Partial {
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

const byPackage: Record<PackageName, (app: App) => Partial> = {
  moti: motiVerdict,
  'react-native-reanimated': reanimatedVerdict,
  'react-native-worklets': workletsVerdict,
  'react-native': reactNativeVerdict,
  expo: expoVerdict,
  react: reactVerdict,
  'react-dom': reactDomVerdict,
};

export type Checked = { app: App; verdicts: Verdict[] };

/** Every checked package's verdict, from the dependencies of a pasted package.json. */
export function checkVersions(dependencies: PastedDependencies): Checked {
  const app = readApp(dependencies);
  return {
    app,
    verdicts: checkedPackages.map((name) => ({ name, declared: app.declared[name], ...byPackage[name](app) })),
  };
}

// Reanimated's and Worklets' verdicts: the SDK's pins in an Expo app, Reanimated's lines in a bare one.
import type { App } from './app';
import { lineForCommand, lineSupports, linesOf, listed, newestLineFor, withinAny } from './compare';
import { expoInstallReanimated, fixPages, type Fix } from './fixes';
import { againstSdkPin, rangeNote, shown, unreadable, verdict, type Partial } from './verdict';

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

export function reanimatedVerdict(app: App): Partial {
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

export function workletsVerdict(app: App): Partial {
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

// Reanimated's verdict: Reanimated's two lists in a bare app; in an Expo app, the SDK's pin for Expo
// Go and the same lists for a development build.
import type { App } from './app';
import {
  architectureName,
  architecturesOf,
  judgeLines,
  lineForCommand,
  listed,
  listsOf,
  motiLowest,
  newestLineFor,
  tableLine,
  within,
} from './compare';
import type { Declared } from './declared';
import { expoInstallReanimated, fixPages, type Fix } from './fixes';
import { rangeNote, shown, unreadable, verdict, type Partial } from './verdict';

/** The command that installs a line, with the Worklets line Reanimated pairs it with. */
function installLine(minor: string): Fix | null {
  const newest = newestLineFor(minor);
  if (!newest) return null;
  const line = lineForCommand(newest.line);
  const worklets = tableLine(newest.line)?.worklets?.at(-1)?.replace(/\.x$/, '');
  const only =
    architecturesOf(minor).length > 1 && !newestOnBoth(minor, newest.line)
      ? ` (${architectureName(newest.architecture)})`
      : '';
  return worklets
    ? {
        command: `npm install react-native-reanimated@${line} react-native-worklets@${worklets}`,
        label: 'Name a Reanimated line and its Worklets line',
        href: fixPages.workletsLine,
      }
    : {
        command: `npm install react-native-reanimated@${line}`,
        label: `Name the newest Reanimated 3 line for React Native ${minor}${only}`,
        href: fixPages.reanimated3Bare,
      };
}

const newestOnBoth = (minor: string, line: string) =>
  architecturesOf(minor).every((architecture) =>
    listsOf(architecture).some((entry) => entry.line === line && entry.reactNative.includes(minor)),
  );

/** How to get a Reanimated that fits, on the app's path. */
export function reanimatedFixes(app: App): Fix[] {
  if (app.expo) return [expoInstallReanimated];
  const install = app.reactNativeMinor ? installLine(app.reactNativeMinor) : null;
  return install
    ? [install]
    : [{ label: "Find your React Native in Reanimated's lines", href: fixPages.reanimatedLines }];
}

/** `partly`: a range that can install a line that fits and one that does not. */
type OnMinor = { fits: boolean; partly: boolean; reason: string; anyLine: boolean };

/** Whether every line a declaration can install lists a React Native minor, on an architecture the app may run. */
function onReactNative(declared: Declared, minor: string): OnMinor {
  const judged = architecturesOf(minor).map((architecture) => ({
    architecture,
    ...judgeLines(declared, listsOf(architecture), (line) => line.reactNative.includes(minor)),
  }));
  const anyLine = judged.some((entry) => entry.lines.length > 0);
  const fitting = judged.filter((entry) => entry.fits);
  // Oldest first, as a reader counts up.
  const names = (lines: { line: string }[]) => listed(lines.map((line) => line.line).reverse());
  const lists = (count: number) => (count === 1 ? 'lists' : 'list');
  if (fitting.length === judged.length) {
    const lines = fitting[0].lines;
    return {
      fits: true,
      partly: false,
      anyLine,
      reason: `Reanimated ${names(lines)} ${lists(lines.length)} React Native ${minor}.`,
    };
  }
  if (fitting.length === 1) {
    const [yes] = fitting;
    const no = judged.find((entry) => !entry.fits)!;
    const keep = yes.architecture === 'old' ? 'newArchEnabled=false' : 'newArchEnabled=true';
    return {
      fits: true,
      partly: false,
      anyLine,
      reason: `Reanimated's ${architectureName(yes.architecture)} list has ${names(yes.lines)} for React Native ${minor}; its ${architectureName(no.architecture)} list does not, so it fits while your app keeps \`${keep}\`.`,
    };
  }
  // Explain by the list where the range comes nearest: one where some of its lines fit, if any.
  const worst =
    judged.find((entry) => entry.lines.length > entry.misfits.length && entry.misfits.length > 0) ??
    judged.find((entry) => entry.lines.length > 0);
  const someFit = worst ? worst.lines.length > worst.misfits.length : false;
  const misfits = worst?.misfits ?? [];
  const reason = !worst
    ? ''
    : someFit
      ? `Your range also allows Reanimated ${names(misfits)}, which ${misfits.length === 1 ? 'does' : 'do'} not list React Native ${minor}.${rangeNote(declared)}`
      : misfits.length === 1
        ? `Reanimated ${names(misfits)} lists React Native ${listed(misfits[0].reactNative)}, not ${minor}.`
        : `Reanimated ${names(misfits)} do not list React Native ${minor}.`;
  return { fits: false, partly: someFit, anyLine, reason };
}

function expoReanimated(app: App, declared: Declared, minor: string): Partial {
  const sdk = app.sdk!;
  const pin = sdk.reanimated;
  const expoGo = within(declared, pin);
  if (expoGo === 'all')
    return verdict('fits', `SDK ${sdk.sdk} pins \`${pin}\`, the Reanimated that SDK ${sdk.sdk}'s Expo Go carries.`);
  const onMinor = onReactNative(declared, minor);
  const yours =
    expoGo === 'some'
      ? ''
      : `; yours is \`${shown(declared.kind === 'version' || declared.kind === 'range' ? declared.spec : '')}\``;
  const rangeToo =
    expoGo === 'some' && onMinor.fits
      ? `; your range \`${shown(declared.kind === 'range' ? declared.spec : '')}\` also allows other releases`
      : '';
  const pinned = `SDK ${sdk.sdk}'s Expo Go carries Reanimated \`${pin}\` only${yours}${rangeToo}.`;
  const threeOn54 = sdk.sdk === 54 && app.reanimatedMajor === 3;
  const fixes = threeOn54
    ? [{ label: 'Reanimated 3 on SDK 54', href: fixPages.reanimated3Expo }]
    : [expoInstallReanimated, { label: 'Expo Go and development builds', href: fixPages.expoGo }];
  if (onMinor.fits) return verdict('dev-build', `${pinned} A development build runs it: ${onMinor.reason}`, fixes);
  return verdict(
    'does-not-fit',
    `${pinned} ${onMinor.reason}${onMinor.partly ? '' : ` No build of SDK ${sdk.sdk} runs it.`}`,
    threeOn54 ? fixes : [expoInstallReanimated],
  );
}

export function reanimatedVerdict(app: App): Partial {
  const declared = app.declared['react-native-reanimated'];
  if (declared.kind === 'missing') {
    return verdict(
      'missing',
      'Moti needs it beside itself. Without it, npm 7 and later install the newest release, which may not fit your app.',
      reanimatedFixes(app),
    );
  }
  const unread = unreadable(declared, 'react-native-reanimated');
  if (unread) return verdict('not-known', unread, reanimatedFixes(app), []);
  // Before React Native: whatever Reanimated's table lists, Moti 0.30 does not run on an older line.
  const older = within(declared, `<${motiLowest.version}`);
  if (older !== 'none') {
    const spec = shown(declared.kind === 'version' || declared.kind === 'range' ? declared.spec : '');
    const yours = older === 'all' ? `Yours is \`${spec}\`.` : `Your range \`${spec}\` also allows older releases.`;
    return verdict('does-not-fit', `${motiLowest.why} ${yours}`, reanimatedFixes(app));
  }
  const minor = app.reactNativeMinor;
  if (minor === null) {
    return verdict(
      'not-known',
      'Without one React Native version in your package.json, the checker cannot match Reanimated to it.',
      reanimatedFixes(app),
    );
  }
  if (app.sdk) return expoReanimated(app, declared, minor);
  const onMinor = onReactNative(declared, minor);
  if (!onMinor.anyLine)
    return verdict(
      'not-known',
      `\`${shown(declared.spec)}\` is in no line of Reanimated's table.`,
      reanimatedFixes(app),
    );
  return onMinor.fits ? verdict('fits', onMinor.reason) : verdict('does-not-fit', onMinor.reason, reanimatedFixes(app));
}

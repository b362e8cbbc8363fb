// Worklets' verdict, by the rule Reanimated's is judged by: the lines a range can install must all be
// ones the app's Reanimated line asks for; in an Expo app, Expo Go also needs the SDK's own pin.
import data from '../../../data/compatibility.json';
import type { App } from './app';
import { installable, judgeLines, listed, within, workletsLines } from './compare';
import { expoInstallReanimated, fixPages } from './fixes';
import { reanimatedFixes } from './reanimated-verdicts';
import { shown, unreadable, verdict, type Partial } from './verdict';

function withReanimated3(app: App): Partial {
  const declared = app.declared['react-native-worklets'];
  if (declared.kind === 'missing') return verdict('not-needed', 'Reanimated 3 does not use it.', [], []);
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
  return verdict(
    'not-needed',
    'Reanimated 3 does not use it.',
    [{ command: 'npm uninstall react-native-worklets', label: 'Stay on Reanimated 3', href: fixPages.reanimated3Bare }],
    [],
  );
}

export function workletsVerdict(app: App): Partial {
  const declared = app.declared['react-native-worklets'];
  const reanimated = app.declared['react-native-reanimated'];
  if (app.reanimatedMajor === 3) return withReanimated3(app);
  if (reanimated.kind === 'missing') {
    const fixes = reanimatedFixes(app);
    const withIt = fixes.some((fix) => fix.command?.includes('react-native-worklets'));
    if (declared.kind === 'missing' && withIt)
      return verdict('missing', 'Reanimated 4 needs it; the command that adds Reanimated adds it too.', fixes, []);
    if (declared.kind === 'missing')
      return verdict('not-needed', 'Whether you need it depends on your Reanimated: 4 does, 3 does not.', [], []);
  }
  // npm installs the newest line the Reanimated range allows.
  const line = installable(reanimated, data.reanimatedLines)[0];
  if (app.reanimatedMajor !== 4 || !line?.worklets) {
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
    return verdict('missing', `Reanimated ${line.line} needs it, at ${listed(wanted)}.`, fixes);
  const unread = unreadable(declared, 'react-native-worklets');
  if (unread) return verdict('not-known', unread, fixes, []);
  const asks = `Reanimated ${line.line} asks for ${listed(wanted)}.`;
  const judged = judgeLines(declared, workletsLines, (entry) => wanted.includes(entry.line));
  if (!judged.fits) {
    const partly = judged.misfits.length < judged.lines.length;
    return verdict(
      'does-not-fit',
      partly
        ? `Reanimated ${line.line} asks for ${listed(wanted)}; your range also allows ${listed(judged.misfits.map((entry) => entry.line))}.`
        : `Reanimated ${line.line} asks for ${listed(wanted)}, not \`${shown(declared.spec)}\`.`,
      fixes,
    );
  }
  const sdk = app.sdk;
  if (!sdk?.worklets) return verdict('fits', asks);
  const minor = app.reactNativeMinor;
  if (minor && !line.reactNative.includes(minor))
    return verdict(
      'does-not-fit',
      `${asks} Reanimated ${line.line} does not list React Native ${minor}, so no build of SDK ${sdk.sdk} runs the pair.`,
      fixes,
    );
  const expoGo = within(declared, sdk.worklets);
  if (expoGo === 'all')
    return verdict(
      'fits',
      `SDK ${sdk.sdk} pins \`${sdk.worklets}\`, the Worklets that SDK ${sdk.sdk}'s Expo Go carries. ${asks}`,
    );
  const yours =
    expoGo === 'some'
      ? `your range \`${shown(declared.spec)}\` also allows other releases`
      : `yours is \`${shown(declared.spec)}\``;
  return verdict(
    'dev-build',
    `SDK ${sdk.sdk}'s Expo Go carries Worklets \`${sdk.worklets}\` only; ${yours}. A development build runs it: ${asks}`,
    [expoInstallReanimated, { label: 'Expo Go and development builds', href: fixPages.expoGo }],
  );
}

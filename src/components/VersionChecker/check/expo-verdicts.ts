// Expo's and React Native's own verdicts: which SDK, and which React Native minor.
import data from '../../../data/compatibility.json';
import { isPrerelease, type App } from './app';
import { architectureName, architecturesOf, listed, listsOf, motiLowest, motiRunsOn } from './compare';
import { versionOf } from './declared';
import { fixPages } from './fixes';
import { againstSdkPin, shown, unreadable, verdict, type Partial } from './verdict';

export function expoVerdict(app: App): Partial {
  const declared = app.declared.expo;
  if (declared.kind === 'missing') {
    return verdict(
      'not-needed',
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

export function reactNativeVerdict(app: App): Partial {
  const declared = app.declared['react-native'];
  if (declared.kind === 'missing') {
    return verdict(
      'not-needed',
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
  const byArchitecture = architecturesOf(minor).map((architecture) => ({
    architecture,
    lines: listsOf(architecture)
      .filter((line) => line.reactNative.includes(minor))
      .map((line) => line.line),
  }));
  const listing = byArchitecture.filter((entry) => entry.lines.length > 0);
  if (listing.length === 0)
    return verdict('not-known', `No Reanimated line in Reanimated's table lists React Native ${minor}.`, [
      { label: "Reanimated's lines", href: fixPages.reanimatedLines },
    ]);
  if (!listing.some((entry) => entry.lines.some(motiRunsOn)))
    return verdict(
      'does-not-fit',
      `React Native ${minor}: Reanimated lists it for ${listed(listing.flatMap((entry) => entry.lines).reverse())} only, older than ${motiLowest.version}. ${motiLowest.why}`,
      [{ label: "Reanimated's lines", href: fixPages.reanimatedLines }],
    );
  const newOnly = byArchitecture.length === 1;
  const lines = listing
    .map((entry) => `${listed(entry.lines)}${newOnly ? '' : ` (${architectureName(entry.architecture)})`}`)
    .join('; ');
  return verdict(
    'fits',
    `React Native ${minor}: Reanimated ${lines} list it.${newOnly ? ` React Native ${minor} runs the New Architecture only, so it needs Reanimated 4.` : ''}`,
    newOnly ? [{ label: 'Why Reanimated 4', href: fixPages.newArchitectureOnly }] : [],
  );
}

import { readApp, type App } from './app';
import { checkedPackages, type PackageName } from './packages';
import { expoVerdict, reactNativeVerdict } from './expo-verdicts';
import { reanimatedVerdict } from './reanimated-verdicts';
import { workletsVerdict } from './worklets-verdicts';
import { motiVerdict, reactDomVerdict, reactVerdict } from './react-verdicts';
import type { PastedDependencies } from './read-package';
import type { Partial, Verdict } from './verdict';

export type { Evidence, Status, Verdict } from './verdict';

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

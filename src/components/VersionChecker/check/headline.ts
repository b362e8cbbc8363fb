// The line above the verdicts: what the app is, and how many of the packages it needs fit.
import type { App } from './app';
import type { Checked, Status, Verdict } from './verdicts';

function appSummary(app: App) {
  if (app.sdk) return `An Expo SDK ${app.sdk.sdk} app.`;
  if (app.expo) return 'An Expo app whose SDK the checker could not read.';
  if (app.reactNativeMinor) return `A bare React Native ${app.reactNativeMinor} app.`;
  if (app.declared['react-native'].kind !== 'missing')
    return 'A React Native app whose version the checker could not read.';
  return 'Neither expo nor react-native is in your package.json.';
}

/** The headline counts the packages the app needs, never those it can do without. */
function countText(verdicts: Verdict[]) {
  const needed = verdicts.filter((verdict) => verdict.status !== 'not-needed');
  const named = (status: Status) =>
    needed.filter((verdict) => verdict.status === status).map((verdict) => verdict.name);
  const fitting = named('fits').length;
  const parts = [
    fitting === needed.length
      ? `All ${needed.length} packages it needs fit`
      : `${fitting} of the ${needed.length} packages it needs fit`,
  ];
  const devBuild = named('dev-build');
  if (devBuild.length > 0) parts.push(`in a development build only: ${devBuild.join(', ')}`);
  const missing = named('missing');
  if (missing.length > 0) parts.push(`missing: ${missing.join(', ')}`);
  return `${parts.join('; ')}.`;
}

export const headlineOf = ({ app, verdicts }: Checked) => `${appSummary(app)} ${countText(verdicts)}`;

// Decisions given in bulk, by where a text is printed. Each rule says why a Moti user does not meet
// the texts it covers; a text no rule covers needs a decision by hand in the triage file. A text
// that a page explains is triaged by hand even where a rule would cover it.

/** Why a text is not explained, by decision. */
export const DECISIONS = {
  explained: 'A Moti user can meet it; the page and anchor given explain it.',
  'native-invariant':
    "An assertion of the native code about its own state (`react_native_assert`): it checks Reanimated's or Worklets' own bookkeeping, and no call an app makes is meant to reach it.",
  'native-internal':
    "Raised by the native part when Reanimated's own JavaScript hands it a value it cannot handle, or when the platform fails under it; an app reaches it only through a bug of the package, which is Reanimated's tracker's business.",
  'not-through-moti':
    "Printed by a Reanimated or Worklets API that Moti 0.30 does not call (CSS animations, layout animations, sensors, scrolling, measuring, gestures, runtimes, networking, bundle mode); an app meets it only by calling that API itself, which Reanimated's own docs cover.",
  'test-only': 'Printed only under Jest, by the test helpers of the package.',
  'build-internal':
    "Printed by the package's own build scripts about the package's own checkout (feature flags, stub headers, the playground app), not by an app's build.",
  internal:
    "An internal check of the JavaScript code: it is met only when the package's own code passes itself a wrong value.",
  'not-met':
    'Written in the source, but the condition that prints it cannot hold in an app (a default fills it in, or the caller is never reached).',
  info: 'An informational line of a build or a reload that needs no action.',
  wrapper: 'A frame around another message; the message inside it is what a page must explain.',
  unexplained: 'A Moti user can meet it, and no page explains it yet.',
  'other-version': 'Met on other versions than the ones this site covers; pasted in the trackers about an older line.',
};

const NATIVE = /\.(cpp|cc|c|h|hpp|mm|m|swift|java|kt)$/;

/**
 * Path patterns of the APIs that Moti 0.30 does not call, by package (from the files that print).
 * Moti's own calls are held by tests/unit/moti-reanimated-calls.test.ts.
 */
const NOT_THROUGH_MOTI = {
  'react-native-reanimated-3': [
    /^src\/(css|screenTransition|sensor|layoutReanimation|jestUtils|platformFunctions)\//,
    /^src\/(Bezier|interpolation|interpolateColor|processBoxShadow|jestUtils|runtimes)\.ts$/,
    /^src\/ReanimatedModule\/js-reanimated\//,
    /^src\/updateProps\/processTransformOrigin\.ts$/,
    /^src\/hook\/(useHandler|useEvent|useAnimatedGestureHandler|useScrollViewOffset)/,
  ],
  'react-native-reanimated': [
    /^src\/(css|screenTransition|sensor|layoutReanimation|jestUtils|platformFunctions)\//,
    /^src\/(Bezier|interpolation|interpolateColor|PropAdapters|workletFunctions)\.ts$/,
    /^src\/ReanimatedModule\/js-reanimated\//,
    /^src\/hook\/useHandlerCommon\.ts$/,
    /^src\/common\/(style|web)\//,
    /^src\/featureFlags\//,
  ],
  'react-native-worklets': [
    /^src\/(networking|bundleMode|featureFlags)\//,
    /^src\/(runtimes|runtimes\.native|threads|threads\.native)\.ts$/,
    /^src\/memory\/(bundleUnpacker|customSerializableUnpacker|shareable|shareableGuestUnpacker|synchronizable)/,
  ],
};

/** The decision a rule gives a census entry, or null when none applies. */
export function ruleDecision(entry) {
  const [file] = entry.where[0].split(':');
  if (NATIVE.test(file)) {
    return entry.call === 'react_native_assert' ? 'native-invariant' : 'native-internal';
  }
  if (/jestUtils|\/jest\//.test(file)) return 'test-only';
  if (/generate-stub-pch|playground/.test(file) || /playground app|Stub PCH|feature flags/i.test(entry.text)) {
    return 'build-internal';
  }
  if ((NOT_THROUGH_MOTI[entry.package] ?? []).some((pattern) => pattern.test(file))) return 'not-through-moti';
  return null;
}

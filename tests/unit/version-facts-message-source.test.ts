import { describe, expect, it } from 'vitest';
import { howPackagePrints, messageSourceDirs, packagePrints } from '../../scripts/lib/version-facts/message-source.mjs';

// The message finder reads the package's own scripts as well as its sources, and accepts a prefix
// only where the package really prints it in front of the text.
describe('packagePrints', () => {
  it('reads the scripts a native build runs, not only src/', () => {
    expect(messageSourceDirs['react-native-reanimated-4']).toEqual([
      'node_modules/react-native-reanimated-4/src',
      'node_modules/react-native-reanimated-4/scripts',
      'node_modules/react-native-reanimated-4/android/build.gradle.kts',
    ]);
    // abort("…") in scripts/reanimated_utils.rb, which pod install runs.
    expect(packagePrints('react-native-reanimated-4', '[Reanimated] Failed to validate worklets version')).toBe(true);
    // throw GradleException("…") in android/build.gradle.kts, which the Android build runs.
    expect(packagePrints('react-native-reanimated-4', '[Reanimated] `react-native-worklets` library not found.')).toBe(
      true,
    );
  });

  it('finds a message joined from strings and values, prefixed by the caller of its check', () => {
    const text =
      "[Reanimated] react-native-worklets package isn't installed. Please install a version between {a} and {b} to use Reanimated {c}.";
    expect(packagePrints('react-native-reanimated-4', text)).toBe(true);
    // Told apart from a message raised by the error class: readers never see it after ReanimatedError.
    expect(howPackagePrints('react-native-reanimated-4', text)).toBe('caller');
    expect(
      howPackagePrints(
        'react-native-reanimated',
        '[Reanimated] Mismatch between JavaScript part and native part of Reanimated ({a} vs {b}).',
      ),
    ).toBe('helper');
    // 3.19.5 has no such check.
    expect(packagePrints('react-native-reanimated', text)).toBe(false);
  });

  it('rejects a reworded message and a prefix the package does not print in front of it', () => {
    const reworded =
      '[Reanimated] react-native-worklets package is not installed. Please install a version between {a} and {b} to use Reanimated {c}.';
    expect(packagePrints('react-native-reanimated-4', reworded)).toBe(false);
    expect(
      packagePrints('react-native-reanimated-4', "[Worklets] react-native-worklets package isn't installed."),
    ).toBe(false);
  });
});

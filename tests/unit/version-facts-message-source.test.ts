import { describe, expect, it } from 'vitest';
import { howPackagePrints, messageSourceDirs, packagePrints } from '../../scripts/lib/version-facts/message-source.mjs';

// The message finder reads the package's own scripts as well as its sources, and accepts a prefix
// only where the package really prints it in front of the text.
describe('packagePrints', () => {
  it('reads the scripts a native build runs, not only src/', () => {
    expect(messageSourceDirs['react-native-reanimated']).toEqual([
      'node_modules/react-native-reanimated/src',
      'node_modules/react-native-reanimated/scripts',
      'node_modules/react-native-reanimated/android',
    ]);
    // abort("…") in scripts/reanimated_utils.rb, which pod install runs.
    expect(packagePrints('react-native-reanimated', '[Reanimated] Failed to validate worklets version')).toBe(true);
    // throw GradleException("…") in android/build.gradle.kts.
    expect(packagePrints('react-native-reanimated', '[Reanimated] `react-native-worklets` library not found.')).toBe(
      true,
    );
  });

  it('doubles a prefix that the source writes and its error class adds again', () => {
    // new ReanimatedError(`[Reanimated] Mismatch …`) in 3.19.5's src/shareables.ts.
    const once =
      '[Reanimated] Mismatch between JavaScript code version and Reanimated Babel plugin version ({a} vs. {b}).';
    expect(packagePrints('react-native-reanimated-3', once)).toBe(false);
    expect(howPackagePrints('react-native-reanimated-3', `[Reanimated] ${once}`)).toBe('helper');
    // Worklets throws a plain Error there, so its message has one prefix.
    expect(
      howPackagePrints(
        'react-native-worklets',
        '[Worklets] Mismatch between JavaScript code version and Worklets Babel plugin version ({a} vs. {b}).',
      ),
    ).toBe('literal');
  });

  it('finds a message joined from strings and values, prefixed by the caller of its check', () => {
    const text =
      "[Reanimated] react-native-worklets package isn't installed. Please install a version between {a} and {b} to use Reanimated {c}.";
    expect(packagePrints('react-native-reanimated', text)).toBe(true);
    // Told apart from a message raised by the error class: readers never see it after ReanimatedError.
    expect(howPackagePrints('react-native-reanimated', text)).toBe('caller');
    expect(
      howPackagePrints(
        'react-native-reanimated-3',
        '[Reanimated] Mismatch between JavaScript part and native part of Reanimated ({a} vs {b}).',
      ),
    ).toBe('helper');
    // 3.19.5 has no such check.
    expect(packagePrints('react-native-reanimated-3', text)).toBe(false);
  });

  it('rejects a reworded message and a prefix the package does not print in front of it', () => {
    const reworded =
      '[Reanimated] react-native-worklets package is not installed. Please install a version between {a} and {b} to use Reanimated {c}.';
    expect(packagePrints('react-native-reanimated', reworded)).toBe(false);
    expect(packagePrints('react-native-reanimated', "[Worklets] react-native-worklets package isn't installed.")).toBe(
      false,
    );
  });
});

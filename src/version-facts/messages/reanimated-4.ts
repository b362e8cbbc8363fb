import type { MessageFile } from './types';

// Messages printed by react-native-reanimated 4.8.0 (the `react-native-reanimated` package here).
export const reanimated4Messages = {
  'reanimated-4-new-architecture-only': {
    package: 'react-native-reanimated',
    text: '[Reanimated] Reanimated 4 supports only the React Native New Architecture and web.',
  },
  'reanimated-4-use-animated-style-deps': {
    package: 'react-native-reanimated',
    text: '[Reanimated] `useAnimatedStyle` was used without a dependency array or Babel plugin. Please explicitly pass a dependency array, or enable the Babel plugin.',
  },
  'reanimated-4-native-version-mismatch': {
    package: 'react-native-reanimated',
    text: '[Reanimated] Mismatch between JavaScript part and native part of Reanimated ({jsVersion} vs {cppVersion}).',
  },
  // Reanimated's Worklets check (scripts/validate-worklets-version.js) returns these without the prefix;
  // pod install, Gradle and the app in development print them after `[Reanimated] `.
  'reanimated-4-worklets-not-installed': {
    package: 'react-native-reanimated',
    text: "[Reanimated] react-native-worklets package isn't installed. Please install a version between {oldestWorklets} and {newestWorklets} to use Reanimated {reanimatedVersion}.",
  },
  'reanimated-4-worklets-incompatible': {
    package: 'react-native-reanimated',
    text: '[Reanimated] Your installed version of Worklets ({workletsVersion}) is not compatible with installed version of Reanimated ({reanimatedVersion}). {installAdvice}. See the documentation for the list of supported versions: https://docs.swmansion.com/react-native-reanimated/docs/guides/compatibility/#supported-react-native-worklets-versions',
    note: '{installAdvice} is reanimated-4-worklets-too-new or reanimated-4-worklets-too-old.',
  },
  'reanimated-4-worklets-too-new': {
    package: 'react-native-reanimated',
    text: 'Please install the latest supported version of Worklets {newestWorklets} or older',
  },
  'reanimated-4-worklets-too-old': {
    package: 'react-native-reanimated',
    text: 'Please install Worklets {oldestWorklets} or newer',
  },
  // Gradle throws this while it configures Reanimated's project (android/build.gradle.kts), before
  // the build task that runs the Worklets check above, so an Android build without Worklets stops here.
  'reanimated-4-gradle-worklets-not-found': {
    package: 'react-native-reanimated',
    text: '[Reanimated] `react-native-worklets` library not found. Please install it as a dependency in your project. Install `react-native-worklets` with your package manager, i.e. `yarn add react-native-worklets` or `npm i react-native-worklets`. Read the documentation for more details: https://docs.swmansion.com/react-native-reanimated/docs/guides/troubleshooting#unable-to-find-a-specification-for-rnworklets-depended-upon-by-rnreanimated',
  },
  // CocoaPods' helper (scripts/reanimated_utils.rb) adds this line when the check above fails.
  'reanimated-4-worklets-check-failed': {
    package: 'react-native-reanimated',
    text: '[Reanimated] Failed to validate worklets version',
  },
  'reanimated-4-react-native-incompatible': {
    package: 'react-native-reanimated',
    text: '[Reanimated] Your installed version of React Native ({reactNativeVersion}) is not compatible with installed version of Reanimated ({reanimatedVersion}). See the documentation for the list of supported versions: https://docs.swmansion.com/react-native-reanimated/docs/guides/compatibility/',
  },
  // Development-only warnings of the logger (src/common/logger.ts adds the prefix; a `strict` one ends
  // with a paragraph on turning strict mode off).
  'reanimated-4-read-during-render': {
    package: 'react-native-reanimated',
    text: "[Reanimated] Reading from `value` during component render. Please ensure that you don't access the `value` property nor use `get` method of a shared value while React is rendering a component.",
  },
  'reanimated-4-write-during-render': {
    package: 'react-native-reanimated',
    text: "[Reanimated] Writing to `value` during component render. Please ensure that you don't access the `value` property nor use `set` method of a shared value while React is rendering a component.",
  },
  'reanimated-4-reduced-motion': {
    package: 'react-native-reanimated',
    text: '[Reanimated] Reduced motion setting is enabled on this device. This warning is visible only in the development mode. Some animations will be disabled by default.',
  },
  'reanimated-4-layout-animation-overwrite': {
    package: 'react-native-reanimated',
    text: '[Reanimated] {Property} "{properties}" of {component} may be overwritten by a layout animation. Please wrap your component with an animated view and apply the layout animation on the wrapper.',
    note: '{Property} is "Property" or "Properties".',
  },
  'reanimated-4-native-not-initialized': {
    package: 'react-native-reanimated',
    text: "[Reanimated] Native part of Reanimated doesn't seem to be initialized.",
  },
  'reanimated-4-another-instance': {
    package: 'react-native-reanimated',
    text: '[Reanimated] Another instance of Reanimated was detected.',
  },
  // A development warning at start-up (src/platform-specific/checkCppVersion.ts).
  'reanimated-4-native-version-unknown': {
    package: 'react-native-reanimated',
    text: "[Reanimated] Couldn't determine the version of the native part of Reanimated.",
  },
  // Raised by `pod install` (scripts/reanimated_utils.rb): the first when it finds no React Native, the
  // second after validate-react-native-version.js printed reanimated-4-react-native-incompatible.
  'reanimated-4-pods-react-native-not-found': {
    package: 'react-native-reanimated',
    text: '[Reanimated] Unable to recognize your `react-native` version. Please set environmental variable with `react-native` location: `export REACT_NATIVE_NODE_MODULES_DIR="<path to react-native>" && pod install`.',
  },
  'reanimated-4-pods-react-native-incompatible': {
    package: 'react-native-reanimated',
    text: '[Reanimated] Your installed version of React Native is not compatible with installed version of Reanimated.',
  },
  // Thrown by Gradle while it configures Reanimated's project (android/build.gradle.kts).
  'reanimated-4-gradle-react-native-not-found': {
    package: 'react-native-reanimated',
    text: '[Reanimated] Unable to resolve react-native location in node_modules. You should set project extension property (in `app/build.gradle`) named `REACT_NATIVE_NODE_MODULES_DIR` with the path to react-native in node_modules.',
  },
  'reanimated-4-invalid-spring-config': {
    package: 'react-native-reanimated',
    text: '[Reanimated] Invalid spring config{details}',
    note: '{details} names each option that is out of range, such as ", damping must be grater than zero but got 0".',
  },
  'reanimated-4-easing-not-worklet': {
    package: 'react-native-reanimated',
    text: '[Reanimated] The easing function is not a worklet. Please make sure you import `Easing` from react-native-reanimated.',
  },
  'reanimated-4-empty-sequence': {
    package: 'react-native-reanimated',
    text: '[Reanimated] No animation was provided for the sequence',
  },
  'reanimated-4-shared-value-in-style': {
    package: 'react-native-reanimated',
    text: '[Reanimated] Invalid value passed to `{key}`, maybe you forgot to use `.value`?',
  },
  'reanimated-4-entering-with-native-id': {
    package: 'react-native-reanimated',
    text: '[Reanimated] {displayName}: The entering animation does not run on a component with its own `nativeID`.',
    note: "{displayName} is the animated component's name, such as AnimatedComponent(View).",
  },
} satisfies MessageFile;

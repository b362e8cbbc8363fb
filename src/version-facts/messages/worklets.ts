import type { MessageFile } from './types';

// Messages printed by react-native-worklets 0.14.0, which Reanimated 4 runs its worklets on.
export const workletsMessages = {
  'worklets-failed-to-create': {
    package: 'react-native-worklets',
    text: '[Worklets] Failed to create a worklet. See https://docs.swmansion.com/react-native-reanimated/docs/guides/troubleshooting#failed-to-create-a-worklet for more details.',
  },
  'worklets-babel-version-mismatch': {
    package: 'react-native-worklets',
    text: '[Worklets] Mismatch between JavaScript code version and Worklets Babel plugin version ({jsVersion} vs. {babelVersion}).',
  },
  'worklets-remote-function-call': {
    package: 'react-native-worklets',
    text: '[Worklets] Tried to synchronously call a Remote Function. Called "{name}" on the {runtime} Runtime.',
  },
  'worklets-native-version-mismatch': {
    package: 'react-native-worklets',
    text: '[Worklets] Mismatch between JavaScript part and native part of Worklets ({jsVersion} vs {cppVersion}).',
  },
  'worklets-native-not-initialized': {
    package: 'react-native-worklets',
    text: "[Worklets] Native part of Worklets doesn't seem to be initialized.",
  },
  'worklets-modified-after-capture': {
    package: 'react-native-worklets',
    text: '[Worklets] Tried to modify key `{key}` of an object which has been already passed to a worklet.',
  },
  // A development warning at start-up (src/debug/checkCppVersion.ts).
  'worklets-native-version-unknown': {
    package: 'react-native-worklets',
    text: "[Worklets] Couldn't determine the version of the native part of Worklets.",
  },
  // Raised by `pod install` (scripts/worklets_utils.rb), as Reanimated 4's are.
  'worklets-pods-react-native-not-found': {
    package: 'react-native-worklets',
    text: '[Worklets] Unable to recognize your `react-native` version. Please set environmental variable with `react-native` location: `export REACT_NATIVE_NODE_MODULES_DIR="<path to react-native>" && pod install`.',
  },
  'worklets-pods-react-native-incompatible': {
    package: 'react-native-worklets',
    text: '[Worklets] Your installed version of React Native is not compatible with installed version of Worklets.',
  },
  // Printed by scripts/validate-react-native-version.js, which `pod install` runs and Gradle throws.
  'worklets-react-native-incompatible': {
    package: 'react-native-worklets',
    text: '[Worklets] Your installed version of React Native ({reactNativeVersion}) is not compatible with installed version of Worklets ({workletsVersion}). See the documentation for the list of supported versions: https://docs.swmansion.com/react-native-worklets/docs/guides/compatibility/',
  },
  // Thrown by Gradle while it configures Worklets' project (android/build.gradle.kts).
  'worklets-gradle-react-native-not-found': {
    package: 'react-native-worklets',
    text: '[Worklets] Unable to resolve react-native location in node_modules. You should set project extension property (in `app/build.gradle`) named `REACT_NATIVE_NODE_MODULES_DIR` with the path to react-native in node_modules.',
  },
  'worklets-cannot-copy': {
    package: 'react-native-worklets',
    text: '[Worklets] Cannot copy value of type `{constructorName}`.',
    note: 'When Worklets knows where the value sits, a sentence naming its path follows.',
  },
  'worklets-cyclic-serializable': {
    package: 'react-native-worklets',
    text: '[Worklets] Trying to convert a cyclic object to a serializable. This is not supported.',
  },
} satisfies MessageFile;

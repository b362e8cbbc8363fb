import type { MessageFile } from './types';

// Messages printed by react-native-reanimated 3.19.5 (installed as `react-native-reanimated-3`).
export const reanimated3Messages = {
  'reanimated-3-failed-to-create': {
    package: 'react-native-reanimated-3',
    text: '[Reanimated] Failed to create a worklet. See https://docs.swmansion.com/react-native-reanimated/docs/guides/troubleshooting#failed-to-create-a-worklet for more details.',
  },
  'reanimated-3-non-worklet-call': {
    package: 'react-native-reanimated-3',
    text: '[Reanimated] Tried to synchronously call a non-worklet {label} on the UI thread.',
    note: '{label} is "function `name`" for a named function and "anonymous function" otherwise.',
  },
  // The source hands its error class a text that already starts with the prefix, so it prints twice.
  'reanimated-3-babel-version-mismatch': {
    package: 'react-native-reanimated-3',
    text: '[Reanimated] [Reanimated] Mismatch between JavaScript code version and Reanimated Babel plugin version ({jsVersion} vs. {babelVersion}).',
    note: 'Printed with the prefix twice: the text already starts with it, and Reanimated 3.19.5 adds it again.',
  },
  // The package's error class adds the `[Reanimated]` prefix at runtime (src/errors.ts), for this one and the next.
  'reanimated-3-use-animated-style-deps': {
    package: 'react-native-reanimated-3',
    text: '[Reanimated] `useAnimatedStyle` was used without a dependency array or Babel plugin. Please explicitly pass a dependency array, or enable the Babel plugin.',
  },
  'reanimated-3-native-version-mismatch': {
    package: 'react-native-reanimated-3',
    text: '[Reanimated] Mismatch between JavaScript part and native part of Reanimated ({jsVersion} vs {cppVersion}).',
  },
  // Raised by `pod install` (scripts/reanimated_utils.rb), where {minimalVersion} is React Native's minor
  // number (78); the Android build (android/build.gradle) prints `78.` there.
  'reanimated-3-unsupported-react-native': {
    package: 'react-native-reanimated-3',
    text: '[Reanimated] Unsupported React Native version. Please use {minimalVersion} or newer.',
  },
  'reanimated-3-read-during-render': {
    package: 'react-native-reanimated-3',
    text: "[Reanimated] Reading from `value` during component render. Please ensure that you don't access the `value` property nor use `get` method of a shared value while React is rendering a component.",
  },
  'reanimated-3-reduced-motion': {
    package: 'react-native-reanimated-3',
    text: '[Reanimated] Reduced motion setting is enabled on this device. This warning is visible only in the development mode. Some animations will be disabled by default.',
  },
  'reanimated-3-modified-after-capture': {
    package: 'react-native-reanimated-3',
    text: '[Reanimated] Tried to modify key `{key}` of an object which has been already passed to a worklet.',
  },
  'reanimated-3-native-not-initialized': {
    package: 'react-native-reanimated-3',
    text: "[Reanimated] Native part of Reanimated doesn't seem to be initialized.",
  },
  'reanimated-3-another-instance': {
    package: 'react-native-reanimated-3',
    text: '[Reanimated] Another instance of Reanimated was detected.',
  },
  // Thrown when Reanimated 3's own worklet module (src/worklets/WorkletsModule/NativeWorklets.ts) finds no native part.
  'reanimated-3-worklets-native-not-initialized': {
    package: 'react-native-reanimated-3',
    text: "[Reanimated] Native part of Reanimated doesn't seem to be initialized (Worklets).",
  },
  // A development warning at start-up (src/platform-specific/checkCppVersion.ts).
  'reanimated-3-native-version-unknown': {
    package: 'react-native-reanimated-3',
    text: "[Reanimated] Couldn't determine the version of the native part of Reanimated.",
  },
  // Raised by `pod install` (scripts/reanimated_utils.rb).
  'reanimated-3-pods-react-native-not-found': {
    package: 'react-native-reanimated-3',
    text: '[Reanimated] Unable to recognize your `react-native` version. Please set environmental variable with `react-native` location: `export REACT_NATIVE_NODE_MODULES_DIR="<path to react-native>" && pod install`.',
  },
  // Thrown by Gradle while it configures Reanimated's project (android/build.gradle), and the next two too.
  'reanimated-3-gradle-react-native-not-found': {
    package: 'react-native-reanimated-3',
    text: '[Reanimated] Unable to resolve react-native location in node_modules. You should project extension property (in `app/build.gradle`) `REACT_NATIVE_NODE_MODULES_DIR` with path to react-native.',
  },
  'reanimated-3-gradle-unknown-js-runtime': {
    package: 'react-native-reanimated-3',
    text: '[Reanimated] Unknown JS runtime {jsRuntime}.',
    note: '{jsRuntime} is the value of the JS_RUNTIME environment variable.',
  },
  'reanimated-3-gradle-unsupported-react-native': {
    package: 'react-native-reanimated-3',
    text: '[Reanimated] Unsupported React Native version. Please use {minimalVersion}. or newer.',
    note: "{minimalVersion} is React Native's minor number, 78.",
  },
  'reanimated-3-invalid-spring-config': {
    package: 'react-native-reanimated-3',
    text: '[Reanimated] Invalid spring config{details}',
    note: '{details} names each option that is out of range, such as ", damping must be grater than zero but got 0".',
  },
  'reanimated-3-easing-not-worklet': {
    package: 'react-native-reanimated-3',
    text: '[Reanimated] The easing function is not a worklet. Please make sure you import `Easing` from react-native-reanimated.',
  },
  'reanimated-3-empty-sequence': {
    package: 'react-native-reanimated-3',
    text: '[Reanimated] No animation was provided for the sequence',
  },
  'reanimated-3-shared-value-in-style': {
    package: 'react-native-reanimated-3',
    text: '[Reanimated] Invalid value passed to `{key}`, maybe you forgot to use `.value`?',
  },
  'reanimated-3-cannot-find-host-instance': {
    package: 'react-native-reanimated-3',
    text: '[Reanimated] Cannot find host instance for this component. Maybe it renders nothing?',
  },
  'reanimated-3-inaccessible-property': {
    package: 'react-native-reanimated-3',
    text: '[Reanimated] Trying to access property `{key}` of an object which cannot be sent to the UI runtime.',
  },
  'reanimated-3-inaccessible-write': {
    package: 'react-native-reanimated-3',
    text: '[Reanimated] Trying to write to an object which cannot be sent to the UI runtime.',
  },
  'reanimated-3-cyclic-shareable': {
    package: 'react-native-reanimated-3',
    text: '[Reanimated] Trying to convert a cyclic object to a shareable. This is not supported.',
  },
} satisfies MessageFile;

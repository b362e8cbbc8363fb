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

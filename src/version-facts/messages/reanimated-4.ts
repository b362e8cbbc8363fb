import type { MessageFile } from './types';

// Messages printed by react-native-reanimated 4.8.0 (installed as `react-native-reanimated-4`).
export const reanimated4Messages = {
  'reanimated-4-new-architecture-only': {
    package: 'react-native-reanimated-4',
    text: '[Reanimated] Reanimated 4 supports only the React Native New Architecture and web.',
  },
  'reanimated-4-use-animated-style-deps': {
    package: 'react-native-reanimated-4',
    text: '[Reanimated] `useAnimatedStyle` was used without a dependency array or Babel plugin. Please explicitly pass a dependency array, or enable the Babel plugin.',
  },
  'reanimated-4-native-version-mismatch': {
    package: 'react-native-reanimated-4',
    text: '[Reanimated] Mismatch between JavaScript part and native part of Reanimated ({jsVersion} vs {cppVersion}).',
  },
} satisfies MessageFile;

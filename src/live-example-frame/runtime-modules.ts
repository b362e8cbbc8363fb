// What `import` gives edited code in the sandboxed frame: the packages of the live-example runtime,
// whole. The frame is a bundle of its own, fetched only once a reader edits, so nothing here weighs on
// the pages; giving every export lets readers use any part of React Native's web build or Reanimated.
import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as reactNative from 'react-native';
import * as reanimated from 'react-native-reanimated';
import * as moti from 'moti';
import * as motiInteractions from 'moti/interactions';
import * as motiSkeleton from 'moti/skeleton';
import * as expoLinearGradient from 'expo-linear-gradient';

// Marked as ES modules, so that a default import takes `default` rather than the whole object.
const esModule = (exports: object) => ({ __esModule: true, ...exports });

export const runtimeModules: Record<string, unknown> = {
  moti,
  'moti/interactions': motiInteractions,
  'moti/skeleton': motiSkeleton,
  react: React,
  'react/jsx-runtime': jsxRuntime,
  'react-native': esModule(reactNative),
  'react-native-reanimated': esModule(reanimated),
  'expo-linear-gradient': expoLinearGradient,
};

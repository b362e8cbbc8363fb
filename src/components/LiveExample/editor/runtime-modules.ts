// What `import` gives edited code: the modules of the live-example runtime the page already runs.
// React Native and Reanimated are given by name, not whole: a namespace import would keep every
// export of both packages in the runtime chunk that each example page downloads.
import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import { Image, Platform, Pressable, ScrollView, StyleSheet, Text, View, useWindowDimensions } from 'react-native';
import Animated, {
  Easing,
  useAnimatedStyle,
  useSharedValue,
  withDelay,
  withRepeat,
  withSequence,
  withSpring,
  withTiming,
} from 'react-native-reanimated';
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
  'react-native': esModule({ Image, Platform, Pressable, ScrollView, StyleSheet, Text, View, useWindowDimensions }),
  'react-native-reanimated': esModule({
    default: Animated,
    Easing,
    useAnimatedStyle,
    useSharedValue,
    withDelay,
    withRepeat,
    withSequence,
    withSpring,
    withTiming,
  }),
  'expo-linear-gradient': expoLinearGradient,
};

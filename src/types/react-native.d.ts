// The examples type-check against @types/react-native 0.72.8 (the last full DefinitelyTyped
// release; the real `react-native` package is never installed, react-native-web runs instead).
// Moti 0.30's declarations use two names that React Native only exports from 0.73/0.74 on; they
// are declared here exactly as React Native defines them, so Moti's prop types stay precise.
import type { AnimatableNumericValue } from 'react-native';

declare module 'react-native' {
  export interface PerspectiveTransform {
    perspective: AnimatableNumericValue;
  }
  export type CursorValue = 'auto' | 'pointer';
}

import { onceUntilFailure } from '../LoadFailure/onceUntilFailure';

// The shared runtime (react-native-web, Reanimated, Moti) is one file, but running its modules for
// the first time is about 25 ms of a fast desktop's time and four times that on a phone: as one task,
// it blocks the page. Each step below runs a part of it in a task of its own; an example's module
// then finds them ready. The named exports keep the imports tree-shaken: they are ones the
// examples use anyway.
const steps = [
  // StyleSheet alone first: it creates the style sheet and inserts react-native-web's reset rules.
  () => import(/* webpackExports: ["StyleSheet"] */ 'react-native'),
  () => import(/* webpackExports: ["View", "Text"] */ 'react-native'),
  () => import(/* webpackExports: ["default"] */ 'react-native-reanimated'),
  () => import(/* webpackExports: ["MotiView"] */ 'moti'),
];

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Runs the runtime's parts one per task, once: a later example, on this page or another, waits for
 * nothing. A failed fetch rejects and is forgotten, so the example's Retry starts again.
 */
export const startRuntimeInSteps = onceUntilFailure(async () => {
  for (const step of steps) {
    await step();
    await nextTask();
  }
});

import type { MessageFile } from './types';

// Messages printed by moti 0.30.0 that a page quotes.
export const motiMessages = {
  'moti-svg-animated-props': {
    package: 'moti',
    text: 'Moti: You passed animatedProps to a Moti SVG component. This will do nothing. You should use the animate prop directly. This will have no effect.',
  },
  'moti-pressable-duplicate-id': {
    package: 'moti',
    text: '[MotiPressable] Duplicate id {id} used. This means that you incorrectly placed a <MotiPressable id="{id}" /> component inside another one with the same id.',
  },
  'moti-pressable-missing-context': {
    package: 'moti',
    text: '[{hookName}] Missing context. Are you sure this component is the child of a <MotiPressable /> component?',
  },
  'moti-animation-state-missing-from': {
    package: 'moti',
    text: '🐼 [{PackageName}]: Called useAnimationState with a "to" variant, but you are missing a "from" variant. A "from" variant is required if you are using "to".',
    note: '{PackageName} is moti.',
  },
  'moti-invalid-transform': {
    package: 'moti',
    text: '[{PackageName}]: Invalid transform value. Needs to be an array.',
    note: '{PackageName} is moti.',
  },
  'moti-pressable-invalid-arguments': {
    package: 'moti',
    text: '[{hookName}] Invalid arguments. If the first argument is a unique ID string, the second must be a worklet function. Alternatively, the first argument can be a function, without an ID argument. However, received {first} as first argument, and {second} as the second one.',
    note: 'Moti adds two sample calls after it, one with an id and one without.',
  },
  'moti-progress-rerenders': {
    package: 'moti',
    text: '[moti] <MotiProgress /> is re-rendering often due to these props: {props}',
    note: 'The text goes on with advice to memoize the props, then a line on silenceRenderWarnings.',
  },
  'moti-progress-transition-type': {
    package: 'moti',
    text: '[moti] <ProgressBar /> "transition" prop must be undefined or a Moti transition object, but it got this type instead: {type}.',
  },
} satisfies MessageFile;

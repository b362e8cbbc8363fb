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
} satisfies MessageFile;

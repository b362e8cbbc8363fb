import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXAMPLES_DIR, reanimated4ExampleTypesOnce } from './shared-block-types';

// The CSS examples import `react-native-reanimated` as a reader's app on Reanimated 4 does; their
// popups must describe 4.x's API, which the docs' program (3.x) does not have.
describe('the popups of an example that needs Reanimated 4', () => {
  const { nodes } = reanimated4ExampleTypesOnce().ofFile(path.join(EXAMPLES_DIR, 'css-pulse.tsx'));
  const popup = (target: string) => nodes.find((node) => node.type === 'hover' && node.target === target);

  it("describe Reanimated 4.8's css.keyframes", () => {
    expect(popup('keyframes')).toMatchObject({ text: expect.stringContaining('CSSKeyframesRule') });
  });

  it("describe Reanimated 4.8's css export", () => {
    expect(popup('css')).toMatchObject({
      text: expect.stringMatching(/keyframes[\s\S]*create|create[\s\S]*keyframes/),
    });
  });
});

import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createBlockTypes } from './block-types';
import { EXAMPLES_DIR, SITE_DIR } from './shared-block-types';

// The examples' popups come from the program of tsconfig.json, where `react-native-reanimated` is
// Reanimated 4, what readers install: an example written with 4's CSS API gets that API's types.
describe('the popups of an example that needs Reanimated 4', () => {
  const { nodes } = createBlockTypes({ root: SITE_DIR, examplesDir: EXAMPLES_DIR }).ofFile(
    path.join(EXAMPLES_DIR, 'css-pulse.tsx'),
  );
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

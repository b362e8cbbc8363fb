import { describe, expect, it } from 'vitest';
import { readLiteral } from '../../scripts/lib/version-facts/object-literals.mjs';
import { reanimatedVersions } from '../../src/data/reanimated-versions';
import { springOptionGroups, springOptionsMotiDrops } from '../../src/version-facts/spring-table';

// The spring option groups are Reanimated's; a Moti user reads them as what `transition` takes. So
// the paragraph names each option of the groups that Moti's own list of forwarded keys leaves out.
const forwarded: string[] = readLiteral('node_modules/moti/src/core/use-motify.ts', 'withSpringConfigKeys');

const text = (version: (typeof reanimatedVersions)[number]) => {
  const content = springOptionGroups(version);
  if (!('paragraph' in content)) throw new Error('springOptionGroups renders a paragraph');
  return content.paragraph.map((part) => (typeof part === 'string' ? part : `\`${part.code}\``)).join('');
};

describe('springOptionGroups', () => {
  it.each(reanimatedVersions)('on Reanimated %s, names every grouped option Moti does not forward', (version) => {
    const dropped = springOptionsMotiDrops(version);
    expect(dropped).toContain('clamp');
    for (const option of dropped) expect(forwarded).not.toContain(option);
    const sentence = /Moti [\d.]+ does not pass (.+) on to Reanimated/.exec(text(version));
    expect(sentence?.[1].match(/`(\w+)`/g)?.map((code) => code.slice(1, -1))).toEqual(dropped);
  });
});

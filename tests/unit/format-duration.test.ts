import { describe, expect, it } from 'vitest';
import { formatDuration } from '../../scripts/lib/format-duration.mjs';

describe('formatDuration, the stage and load-test timer', () => {
  it('carries a rounded minute instead of printing 60 seconds', () => {
    expect(formatDuration(419.6)).toBe('7 min  0 s');
    expect(formatDuration(59.5)).toBe('1 min  0 s');
  });

  it('prints minutes and seconds', () => {
    expect(formatDuration(575.2)).toBe('9 min 35 s');
    expect(formatDuration(14)).toBe('0 min 14 s');
  });
});

import { describe, expect, it } from 'vitest';
import { isFrameMessage, isRunMessage } from './protocol';

describe('the messages between a page and its live-example frame', () => {
  it('accepts run messages with an integer id and code only', () => {
    expect(isRunMessage({ kind: 'run', id: 3, code: 'x' })).toBe(true);
    for (const bad of [null, 'run', { kind: 'run', id: 1.5, code: 'x' }, { kind: 'run', id: 1 }, { kind: 'eval' }]) {
      expect(isRunMessage(bad)).toBe(false);
    }
  });

  it('accepts the four answers of the frame in their shapes, and nothing else', () => {
    expect(isFrameMessage({ kind: 'ready' })).toBe(true);
    expect(isFrameMessage({ kind: 'rendered', id: 2 })).toBe(true);
    expect(isFrameMessage({ kind: 'problem', id: 2, message: 'boom', line: 4 })).toBe(true);
    expect(isFrameMessage({ kind: 'problem', id: 2, message: 'boom' })).toBe(true);
    expect(isFrameMessage({ kind: 'height', height: 320 })).toBe(true);
    for (const bad of [
      { kind: 'rendered' },
      { kind: 'problem', id: 2, message: 3 },
      { kind: 'problem', id: 2, message: 'a', line: '4' },
      { kind: 'height', height: Infinity },
      { kind: 'navigate', to: 'https://evil.example' },
      undefined,
    ]) {
      expect(isFrameMessage(bad)).toBe(false);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { SPEED_PIECES, speedPieces } from './pieces.mjs';

describe('the SPEED switch', () => {
  it('builds every piece when unset or on, none when off', () => {
    expect([...speedPieces(undefined)]).toEqual(SPEED_PIECES);
    expect([...speedPieces('on')]).toEqual(SPEED_PIECES);
    expect(speedPieces('off').size).toBe(0);
  });

  it('leaves out the pieces named after without:', () => {
    const pieces = speedPieces('without:critical-css, doc-chunks');
    expect(pieces.has('critical-css')).toBe(false);
    expect(pieces.has('doc-chunks')).toBe(false);
    expect(pieces.size).toBe(SPEED_PIECES.length - 2);
  });

  it('stops on a value it does not know, saying what is allowed', () => {
    expect(() => speedPieces('fast')).toThrow(/SPEED="fast" is not a speed setting\. Use SPEED=on .*SPEED=off/);
    expect(() => speedPieces('without:critical-cs')).toThrow(/no piece called critical-cs\. Use .*critical-css/);
  });
});

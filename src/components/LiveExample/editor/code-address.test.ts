import { describe, expect, it } from 'vitest';
import { editAddress, editedCodeIn } from '../edit-address';
import { compressCode, decompressCode } from './code-address';

describe('the edit address', () => {
  it('round-trips code and names its example', () => {
    const hash = editAddress('loop', compressCode('const a = "é";'));
    expect(hash).toMatch(/^#edit=loop:[\w+\-$]+$/);
    expect(decompressCode(editedCodeIn(hash, 'loop') ?? '')).toBe('const a = "é";');
    expect(editedCodeIn(hash, 'other')).toBeNull();
  });

  it('reads a damaged address as nothing', () => {
    expect(decompressCode('%%%not-lz')).toBeNull();
    expect(decompressCode('')).toBeNull();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { onceUntilFailure } from './onceUntilFailure';

describe('onceUntilFailure', () => {
  it('loads once while the load succeeds', async () => {
    const load = vi.fn(async () => 'code');
    const get = onceUntilFailure(load);
    expect(await Promise.all([get(), get()])).toEqual(['code', 'code']);
    expect(await get()).toBe('code');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failure, so the next call loads again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('code');
    const get = onceUntilFailure(load as () => Promise<string>);
    await expect(get()).rejects.toThrow('offline');
    expect(await get()).toBe('code');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { createOfflineClient } from './offline-client';

const answer = () => ({}) as never;

describe('the offline client', () => {
  it('loads the index once, on prefetch or first search, and answers every later search from it', async () => {
    const load = vi.fn(async () => answer);
    const client = createOfflineClient(load);
    expect(load).not.toHaveBeenCalled();
    client.prefetch();
    client.prefetch();
    await client.search({ requests: [{ indexName: 'moti-docs', query: 'a' }] });
    await client.search([{ indexName: 'moti-docs', params: { query: 'b' } }]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fails a search as a RetryError, and tries to load again on the next one', async () => {
    const load = vi
      .fn<() => Promise<typeof answer>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(answer);
    const client = createOfflineClient(load);
    await expect(client.search({ requests: [{ indexName: 'moti-docs' }] })).rejects.toMatchObject({
      name: 'RetryError',
    });
    await expect(client.search({ requests: [{ indexName: 'moti-docs' }] })).resolves.toEqual({ results: [{}] });
    expect(load).toHaveBeenCalledTimes(2);
  });
});

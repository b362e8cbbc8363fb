import { describe, expect, it } from 'vitest';
import { policySources } from './sources';

const analytics = {
  src: 'https://cdn.example/a.js',
  async: true,
  enabled: true,
  needs: { connect: ['https://collect.example'], frame: [], form: [] },
};
const embed = {
  src: 'https://embed.example/e.js',
  async: true,
  enabled: true,
  needs: { connect: [], frame: ['https://embed.example'], form: ['https://embed.example'] },
};

describe('policySources', () => {
  it("allows each kept script's host and what it needs, nothing for scripts a build leaves out", () => {
    expect(policySources({ provider: 'offline' }, [analytics, embed])).toEqual({
      script: ['https://cdn.example', 'https://embed.example'],
      connect: ['https://collect.example'],
      frame: ['https://embed.example'],
      form: ['https://embed.example'],
    });
    expect(policySources({ provider: 'offline' }, [])).toEqual({ script: [], connect: [], frame: [], form: [] });
  });

  it("lets hosted search reach its application's hosts only", () => {
    const { connect } = policySources({ provider: 'algolia', appId: 'APP1', apiKey: 'k', indexName: 'i' }, []);
    expect(connect).toEqual([
      'https://app1-1.algolianet.com',
      'https://app1-2.algolianet.com',
      'https://app1-3.algolianet.com',
      'https://app1-dsn.algolia.net',
    ]);
  });
});

import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { describe, expect, it } from 'vitest';
import { quotedMessages } from '../../version-facts/messages';
import quotedMessageModules, { QUOTED_MESSAGE_MODULES } from '.';

describe('quotedMessageModules', () => {
  it('writes each quoted message as a module of its own, where the pages import it from', async () => {
    const written = new Map<string, string>();
    const plugin = quotedMessageModules() as Plugin;
    const actions = {
      createData: async (name: string, data: string) => {
        written.set(name, data);
        return path.join('/generated/quoted-message-modules/default', name);
      },
    };
    await plugin.contentLoaded?.({ actions, content: undefined, allContent: {} } as never);
    expect(written.size).toBe(Object.keys(quotedMessages).length);
    for (const [id, entry] of Object.entries(quotedMessages))
      expect(JSON.parse(written.get(`${id}.json`)!)).toEqual(entry);
    const webpack = plugin.configureWebpack?.({} as never, false, {} as never, {} as LoadContext as never);
    expect(webpack).toEqual({
      resolve: { alias: { [QUOTED_MESSAGE_MODULES]: '/generated/quoted-message-modules/default' } },
    });
  });
});

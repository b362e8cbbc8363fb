import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { quotedMessages } from '../../version-facts/messages';

/** What a page imports one quoted message from: `<QUOTED_MESSAGE_MODULES>/<id>.json`. */
export const QUOTED_MESSAGE_MODULES = '@moti-docs/quoted-messages';

/**
 * Each quoted message as a module of its own among Docusaurus's generated files, so that a page
 * loads the messages it quotes and no other (src/plugins/page-imports/ writes the imports). Importing
 * a package's whole file of messages put every message of that package in the page's bundle. The
 * messages are modules, not text copied into the page, so that the bundler's persistent cache sees
 * an edited message as it sees any edit: it rebuilds the message's module, which the quoting pages
 * import, while a page with the text copied in would keep the old one. The files are written
 * when the site loads: `npm run dev` shows an edited message once restarted.
 */
export default function quotedMessageModules(): Plugin {
  let folder = '';
  return {
    name: 'quoted-message-modules',
    async contentLoaded({ actions }) {
      const written = await Promise.all(
        Object.entries(quotedMessages).map(([id, entry]) => actions.createData(`${id}.json`, JSON.stringify(entry))),
      );
      folder = path.dirname(written[0]);
    },
    configureWebpack: () => ({ resolve: { alias: { [QUOTED_MESSAGE_MODULES]: folder } } }),
  };
}

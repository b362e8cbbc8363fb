// Which file of src/version-facts/messages holds each quoted message, so that a page imports only the
// files of the packages it quotes. Each file there (index.ts and types.ts aside) exports one object
// of messages by id, for one package.
import fs from 'node:fs';
import path from 'node:path';
import type { QuotedMessageEntry } from '../../version-facts/messages';

export const MESSAGES_MODULE = '@site/src/version-facts/messages';
export const MESSAGES_DIR = path.resolve(__dirname, '../../version-facts/messages');

/** Where a message is: `import { <exportName> } from '@site/src/version-facts/messages/<file>'`. */
export type MessageModule = { file: string; exportName: string };

const isMessageFile = (name: string) => name.endsWith('.ts') && !['index.ts', 'types.ts'].includes(name);

/** Every message id of the folder, with the file and export that hold it. */
export async function messageModules(dir = MESSAGES_DIR): Promise<Map<string, MessageModule>> {
  const found = new Map<string, MessageModule>();
  for (const name of fs.readdirSync(dir).filter(isMessageFile).sort()) {
    const file = path.basename(name, '.ts');
    const exports = (await import(path.join(dir, name))) as Record<string, Record<string, QuotedMessageEntry>>;
    for (const [exportName, messages] of Object.entries(exports)) {
      for (const id of Object.keys(messages)) found.set(id, { file, exportName });
    }
  }
  return found;
}

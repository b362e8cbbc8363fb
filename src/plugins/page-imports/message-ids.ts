// The ids of the quoted messages, read from src/version-facts/messages: each file there (index.ts and
// types.ts aside) exports one object of messages by id, for one package.
import fs from 'node:fs';
import path from 'node:path';
import type { QuotedMessageEntry } from '../../version-facts/messages';

export const MESSAGES_DIR = path.resolve(__dirname, '../../version-facts/messages');

const isMessageFile = (name: string) => name.endsWith('.ts') && !['index.ts', 'types.ts'].includes(name);

/** Every message id of the folder. */
export async function messageIds(dir = MESSAGES_DIR): Promise<Set<string>> {
  const found = new Set<string>();
  for (const name of fs.readdirSync(dir).filter(isMessageFile).sort()) {
    const exports = (await import(path.join(dir, name))) as Record<string, Record<string, QuotedMessageEntry>>;
    for (const messages of Object.values(exports)) for (const id of Object.keys(messages)) found.add(id);
  }
  return found;
}

import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { packagePrints } from '../../scripts/lib/version-facts/message-source.mjs';
import { quotedMessages } from '../../src/version-facts/messages';
import { readDocPages } from './lib/doc-checks';
import { handQuotes, messageOpenings } from './lib/quoted-in-docs';

// Every message the site quotes is one the installed package prints, and every page quotes
// messages only through <QuotedMessage>, so that a new release that rewords one fails here, with
// the pages that show it.
const pages = readDocPages(path.resolve(__dirname, '../../docs'));
const entries = Object.entries(quotedMessages);

/** Pages that render message `id`, for the failure's text. */
const pagesQuoting = (id: string) =>
  pages.filter((page) => page.text.includes(`<QuotedMessage id="${id}"`)).map((page) => `docs/${page.file}`);

describe('quoted messages', () => {
  it.each(entries)('%s is printed by its package', (id, message) => {
    const where = pagesQuoting(id);
    expect(
      packagePrints(message.package, message.text),
      `${message.package} does not print "${message.text}" (message ${id}, quoted on ${where.join(', ') || 'no page'})`,
    ).toBe(true);
  });

  it('every <QuotedMessage> names a known message', () => {
    const unknown = pages.flatMap((page) =>
      [...page.text.matchAll(/<QuotedMessage\s+id="([^"]*)"/g)]
        .filter(([, id]) => !Object.hasOwn(quotedMessages, id))
        .map(([, id]) => `docs/${page.file}: ${id}`),
    );
    expect(unknown).toEqual([]);
  });

  it('no page quotes a message by hand', () => {
    const openings = messageOpenings(entries.map(([, message]) => message.text));
    const quoted = pages.flatMap((page) =>
      handQuotes(page.text, openings).map(({ line, text }) => `docs/${page.file}:${line}: ${text}`),
    );
    expect(quoted, 'quote these through <QuotedMessage id="…" /> (src/version-facts/messages)').toEqual([]);
  });
});

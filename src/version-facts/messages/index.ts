import { motiMessages } from './moti';
import { reanimated3Messages } from './reanimated-3';
import { reanimated4Messages } from './reanimated-4';
import type { QuotedMessageEntry } from './types';
import { workletsMessages } from './worklets';

export type { QuotedMessageEntry } from './types';

/** Every message the site quotes, by id; a page quotes one with `<QuotedMessage id="…" />`. */
export const quotedMessages = {
  ...reanimated3Messages,
  ...reanimated4Messages,
  ...workletsMessages,
  ...motiMessages,
} satisfies Record<string, QuotedMessageEntry>;

export type QuotedMessageId = keyof typeof quotedMessages;

import type { MessageFile } from './types';

// Messages printed by moti 0.30.0 that a page quotes.
export const motiMessages = {} satisfies MessageFile;

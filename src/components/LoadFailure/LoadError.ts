/**
 * A lazily loaded part of the page failed to load (network down, chunk gone after a deploy).
 * `reset` forgets the failed attempt so that the next render loads again.
 */
export class LoadError extends Error {
  override name = 'LoadError';
  readonly reset: () => void;

  constructor(cause: unknown, reset: () => void) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.reset = reset;
  }
}

export const isLoadError = (error: unknown): error is LoadError => error instanceof LoadError;

/**
 * `load`, run at most once while it succeeds or is under way; a failed load is forgotten, so the next
 * call (a Retry, the next code block) tries again. For code that loads on demand outside React's lazy
 * (whose failures `lazyWithRetry` keeps until Retry, so a re-render cannot loop).
 */
export function onceUntilFailure<T>(load: () => Promise<T>): () => Promise<T> {
  let attempt: Promise<T> | undefined;
  return () => {
    attempt ??= load().catch((error: unknown) => {
      attempt = undefined;
      throw error;
    });
    return attempt;
  };
}

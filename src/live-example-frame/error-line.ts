// `new Function` puts two lines (its signature) above the body; sucrase keeps lines where they were.
const bodyLineOffset = 2;

/** The line of edited code that threw `error`, read from the stack of the function that runs it. */
export function lineOfError(error: unknown): number | undefined {
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  const match = /<anonymous>:(\d+):\d+/.exec(stack);
  return match ? Number(match[1]) - bodyLineOffset : undefined;
}

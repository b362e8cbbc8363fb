// The parser is sucrase's own (not public API, so the version is pinned and loop-guard.test.ts
// breaks if it changes); `transform` already carries it, so the guard adds little to the chunk.
import { parse } from 'sucrase/dist/esm/parser';
import { TokenType as tt } from 'sucrase/dist/esm/parser/tokenizer/types';

/** The name under which instrumented code calls the guard. */
export const LOOP_GUARD = '__motiLoopGuard';

/** How long edited code may keep the page busy in its loops before it is stopped. */
export const LOOP_LIMIT_MS = 1000;

export class LoopTooLong extends Error {}

const opens = new Set([tt.parenL, tt.bracketL, tt.braceL]);
const closes = new Set([tt.parenR, tt.bracketR, tt.braceR]);

/**
 * Makes every `while`, `do … while` and `for (;;)` loop of plain JavaScript ask the guard before
 * each test of its condition: `while (x)` becomes `while (guard() && (x))`. Nothing else changes,
 * not even a line break, so errors keep their lines. `for … in` and `for … of` are left as they are:
 * they end with what they walk.
 */
export function guardLoops(code: string): string {
  const { tokens } = parse(code, false, false, false);
  const edits: Array<[number, string]> = [];
  const wrap = (start: number, end: number) => {
    if (code.slice(start, end).trim() === '') return edits.push([start, `${LOOP_GUARD}()`]);
    edits.push([start, `${LOOP_GUARD}() && (`], [end, ')']);
  };
  for (let index = 0; index < tokens.length; index += 1) {
    const { type } = tokens[index];
    if ((type !== tt._while && type !== tt._for) || tokens[index + 1]?.type !== tt.parenL) continue;
    // The header's own semicolons are the ones at its first level of brackets.
    const semicolons: number[] = [];
    let depth = 0;
    let close = index + 1;
    for (; close < tokens.length; close += 1) {
      const token = tokens[close];
      if (opens.has(token.type)) depth += 1;
      else if (closes.has(token.type) && --depth === 0) break;
      else if (token.type === tt.semi && depth === 1) semicolons.push(close);
    }
    if (type === tt._while) wrap(tokens[index + 1].end, tokens[close].start);
    else if (semicolons.length === 2) wrap(tokens[semicolons[0]].end, tokens[semicolons[1]].start);
  }
  let result = code;
  for (const [at, text] of edits.sort((a, b) => b[0] - a[0])) result = result.slice(0, at) + text + result.slice(at);
  return result;
}

/**
 * The guard for one run of edited code. It starts a clock at the first loop step of a task; a step
 * LOOP_LIMIT_MS later in the same task throws LoopTooLong. The next task starts from zero.
 */
export function createLoopGuard(
  now = () => performance.now(),
  later = (reset: () => void): unknown => setTimeout(reset, 0),
) {
  let since: number | null = null;
  return () => {
    const time = now();
    if (since === null) {
      since = time;
      later(() => {
        since = null;
      });
    } else if (time - since > LOOP_LIMIT_MS) {
      // `since` stays: any further loop in this task (React retrying the render) stops at once.
      throw new LoopTooLong(
        `A loop ran for more than ${LOOP_LIMIT_MS / 1000} second without a pause, so it was stopped. Does it have a way to end?`,
      );
    }
    return true;
  };
}

// The messages between a docs page and its sandboxed live-example frame. The page sends code; the
// frame, which has an opaque origin, runs it and answers with what happened. Each side accepts
// messages only from the other's window (see SandboxStage.tsx and index.tsx), and checks their shape.

/** The frame's address carries the least height of its content (`?least=318`), the stage's room. */
export const LEAST_HEIGHT_PARAMETER = 'least';
export const MAX_FRAME_HEIGHT = 2000;

/** Page to frame: run this code, as run number `id` (a new id mounts the example anew). */
export type RunMessage = { kind: 'run'; id: number; code: string };

/** Frame to page. */
export type FrameMessage =
  /** The frame's script is running and listens for code. */
  | { kind: 'ready' }
  /** Run `id` rendered; the stage shows it. */
  | { kind: 'rendered'; id: number }
  /** Run `id` did not compile, threw, or crashed while rendering; the last run that rendered stays. */
  | { kind: 'problem'; id: number; message: string; line?: number }
  /** The height the example needs, in CSS pixels. */
  | { kind: 'height'; height: number };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

export function isRunMessage(value: unknown): value is RunMessage {
  return isObject(value) && value.kind === 'run' && Number.isInteger(value.id) && typeof value.code === 'string';
}

export function isFrameMessage(value: unknown): value is FrameMessage {
  if (!isObject(value)) return false;
  switch (value.kind) {
    case 'ready':
      return true;
    case 'rendered':
      return Number.isInteger(value.id);
    case 'problem':
      return (
        Number.isInteger(value.id) &&
        typeof value.message === 'string' &&
        (value.line === undefined || Number.isInteger(value.line))
      );
    case 'height':
      return typeof value.height === 'number' && Number.isFinite(value.height);
    default:
      return false;
  }
}

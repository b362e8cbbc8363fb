// Where an edited example lives in the page address: `#edit=<example name>:<compressed code>`.
// Only the prefix is read here, so pages learn whether to load the editor without loading it.
const prefix = '#edit=';

/** The compressed code the address holds for the example `name`, or null. */
export function editedCodeIn(hash: string, name: string): string | null {
  const start = `${prefix}${name}:`;
  return hash.startsWith(start) ? hash.slice(start.length) : null;
}

/** The address fragment that reopens `name` with its compressed code. */
export function editAddress(name: string, compressed: string): string {
  return `${prefix}${name}:${compressed}`;
}

/** The quiet time after a keystroke before the edited code runs. */
export const EDIT_DEBOUNCE_MS = 250;

// Performance marks around each run of edited code; bench/example-editor.mjs reads the measure.
export const EDIT_RUN_MARK = 'live-edit-run';
export const EDIT_UPDATE_MEASURE = 'live-edit-update';

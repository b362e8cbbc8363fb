import { compressToEncodedURIComponent, decompressFromEncodedURIComponent } from 'lz-string';

// The code goes in as a JSON string: a damaged address decompresses to garbage that does not parse,
// so it is told apart from real code.
/** The edited code, compressed into characters that need no escaping in an address. */
export const compressCode = (code: string) => compressToEncodedURIComponent(JSON.stringify(code));

/** The code a shared address holds, or null when it does not decode (cut short, mistyped). */
export function decompressCode(compressed: string): string | null {
  try {
    const code: unknown = JSON.parse(decompressFromEncodedURIComponent(compressed) ?? '');
    return typeof code === 'string' && code !== '' ? code : null;
  } catch {
    return null;
  }
}

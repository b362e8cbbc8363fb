import { compressToEncodedURIComponent, decompressFromEncodedURIComponent } from 'lz-string';

/** The edited code, compressed into characters that need no escaping in an address. */
export const compressCode = (code: string) => compressToEncodedURIComponent(code);

/** The code a shared address holds, or null when it does not decode (cut short, mistyped). */
export function decompressCode(compressed: string): string | null {
  try {
    const code = decompressFromEncodedURIComponent(compressed);
    return code ? code : null;
  } catch {
    return null;
  }
}

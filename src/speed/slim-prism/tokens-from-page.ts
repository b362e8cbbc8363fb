import type { Token } from 'prism-react-renderer';
import { normalizeTokens } from './normalize-tokens';

// The theme renders an empty line as one token with no text (and a <br>); tokens hold it as '\n'.
const lineText = (line: Token[]) =>
  line.length === 1 && line[0].content === '\n' ? '' : line.map((t) => t.content).join('');

function readLine(element: Element): Token[] {
  const tokens = Array.from(element.querySelectorAll('.token')).map((span) => ({
    // The class is `token <types…>` (see getTokenProps); split, not classList, keeps repeated types.
    types: span.className.split(' ').slice(1),
    content: span.textContent ?? '',
  }));
  if (tokens.length === 1 && tokens[0].content === '') return [{ ...tokens[0], content: '\n', empty: true }];
  return tokens;
}

/**
 * The tokens of a code block that the server rendered highlighted, read back from the page, so that
 * hydration renders exactly the same markup without Prism. Null when the page has no such block (a
 * client-side render) or it does not read back as this code.
 */
export function tokensFromPage(code: string, language: string): Token[][] | null {
  if (typeof document === 'undefined') return null;
  const plainLines = normalizeTokens([code]);
  const text = plainLines.map(lineText).join('');
  for (const pre of Array.from(document.querySelectorAll(`pre.prism-code.language-${CSS.escape(language)}`))) {
    if (pre.textContent !== text) continue;
    const lines = Array.from(pre.querySelectorAll('.token-line')).map(readLine);
    if (lines.length === plainLines.length && lines.map(lineText).join('') === text) return lines;
  }
  return null;
}

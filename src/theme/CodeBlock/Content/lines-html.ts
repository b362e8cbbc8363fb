// A block's lines as HTML rather than as React elements: a page hydrates one element per block
// instead of one per coloured word (a code-heavy page has a thousand and more), and hydration is
// most of the work a page's first load does on a phone. Nothing on a word listens through React:
// the types popups listen on the document (src/plugins/code-highlight/client).

// As src/plugins/code-highlight/encode-tokens.ts cuts a line: a word, a punctuation character, white space.
const SEGMENT = /\s+|[\w$]+|[^\s\w$]/g;
// A run: `~` under an error, a kind's letter (upper case: a name with a type), how many segments when more than one.
const RUN = /(~?)([a-zA-Z])(\d*)/g;

const blank = (segment: string) => !segment.trim();

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };
/** Code text as HTML text: the code of a docs page is ours, yet `<` and `&` are code like any other. */
const escapeText = (text: string) => text.replace(/[&<>]/g, (character) => ENTITIES[character]);

/** One line's text, cut into the build's runs of colour. */
function lineHtml(text: string, runs: string): string {
  const segments = text.match(SEGMENT) ?? [];
  let html = '';
  let next = 0;
  for (const [, error, letter, count] of runs.matchAll(RUN)) {
    const kind = letter.toLowerCase();
    const typed = kind !== letter;
    let piece = '';
    // White space goes with the run after it, unless that is a name, whose mark covers the name only.
    while (next < segments.length && blank(segments[next])) {
      if (typed) html += escapeText(segments[next++]);
      else piece += segments[next++];
    }
    for (let left = Number(count || 1); left > 0 && next < segments.length; next++) {
      piece += segments[next];
      if (!blank(segments[next])) left--;
    }
    const classes = [kind !== 'a' && `t-${kind}`, typed && 'tw', error && 'te'].filter(Boolean).join(' ');
    // A typed name is no tab stop (the block is one, src/plugins/code-highlight/client): a tap or the arrow keys focus it.
    html += classes
      ? `<span class="${classes}"${typed ? ' tabindex="-1"' : ''}>${escapeText(piece)}</span>`
      : escapeText(piece);
  }
  html += escapeText(segments.slice(next).join(''));
  return `<span class="token-line">${html}<br/></span>`;
}

/** The lines of a block, coloured by the build when it gave `tokens`, with the errors it shows under theirs. */
export function linesHtml({ code, tokens = '', errors }: { code: string; tokens?: string; errors?: string }): string {
  const runs = tokens.split(',');
  const messages = new Map<number, string[]>();
  for (const [line, message] of errors ? (JSON.parse(errors) as [number, string][]) : [])
    messages.set(line, [...(messages.get(line) ?? []), message]);
  return code
    .split('\n')
    .map(
      (text, index) =>
        lineHtml(text, runs[index] ?? '') +
        (messages.get(index) ?? [])
          .map((message) => `<span class="code-error-line">${escapeText(message)}</span>`)
          .join(''),
    )
    .join('');
}

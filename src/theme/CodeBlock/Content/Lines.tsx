import React, { type ReactNode } from 'react';

// As src/plugins/code-highlight/encode-tokens.ts cuts a line: a word, a punctuation character, white space.
const SEGMENT = /\s+|[\w$]+|[^\s\w$]/g;
// A run: `~` under an error, a kind's letter (upper case: a name with a type), how many segments when more than one.
const RUN = /(~?)([a-zA-Z])(\d*)/g;

const blank = (segment: string) => !segment.trim();

/** One line's text, cut into the build's runs of colour. */
function Line({ text, runs }: { text: string; runs: string }) {
  const segments = text.match(SEGMENT) ?? [];
  const parts: ReactNode[] = [];
  // Text beside text would reach the HTML as two text nodes with a comment between them.
  const add = (part: ReactNode) => {
    if (part === '') return;
    if (typeof part === 'string' && typeof parts.at(-1) === 'string') parts[parts.length - 1] += part;
    else parts.push(part);
  };
  let next = 0;
  for (const [, error, letter, count] of runs.matchAll(RUN)) {
    const kind = letter.toLowerCase();
    const typed = kind !== letter;
    let piece = '';
    // White space goes with the run after it, unless that is a name, whose mark covers the name only.
    while (next < segments.length && blank(segments[next])) {
      if (typed) add(segments[next++]);
      else piece += segments[next++];
    }
    for (let left = Number(count || 1); left > 0 && next < segments.length; next++) {
      piece += segments[next];
      if (!blank(segments[next])) left--;
    }
    const classes = [kind !== 'a' && `t-${kind}`, typed && 'tw', error && 'te'].filter(Boolean).join(' ');
    // A typed name is no tab stop (the block is one, src/plugins/code-highlight/client): a tap or the arrow keys focus it.
    add(
      classes ? (
        <span key={parts.length} className={classes} tabIndex={typed ? -1 : undefined}>
          {piece}
        </span>
      ) : (
        piece
      ),
    );
  }
  add(segments.slice(next).join(''));
  return (
    <span className="token-line">
      {parts}
      <br />
    </span>
  );
}

/** The lines of a block, coloured by the build when it gave `tokens`, with the errors it shows under theirs. */
export default function Lines({ code, tokens = '', errors }: { code: string; tokens?: string; errors?: string }) {
  const runs = tokens.split(',');
  const messages = new Map<number, string[]>();
  for (const [line, message] of errors ? (JSON.parse(errors) as [number, string][]) : [])
    messages.set(line, [...(messages.get(line) ?? []), message]);
  return code.split('\n').map((text, index) => (
    <React.Fragment key={index}>
      <Line text={text} runs={runs[index] ?? ''} />
      {messages.get(index)?.map((message) => (
        <span key={message} className="code-error-line">
          {message}
        </span>
      ))}
    </React.Fragment>
  ));
}

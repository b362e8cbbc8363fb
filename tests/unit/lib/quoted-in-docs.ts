// Finds, in a page's Markdown, text that quotes a package's message by hand instead of through
// <QuotedMessage>: inline code, double-quoted prose and lines of code blocks that start with a
// package's prefix or hold the opening words of a message the site knows.

export type HandQuote = { line: number; text: string };

const PREFIXES = ['[Reanimated]', '[Worklets]', '[moti]'];

/** The opening words of each known message, its prefix left out: "Failed to create a worklet". */
export function messageOpenings(texts: string[]): string[] {
  return texts.map((text) =>
    text
      .replace(/^\[\w+\]\s*/, '')
      .split(/\s+/)
      .slice(0, 4)
      .join(' ')
      .toLowerCase(),
  );
}

// Quoted runs of prose; a quote may wrap onto the next line, never past a blank line.
const CANDIDATES = [
  /``\s?((?:(?!``)[^\n]|\n(?!\n))+?)\s?``/g, // double-backtick code, which may hold a backtick
  /`((?:[^`\n]|\n(?!\n))+)`/g,
  /"((?:[^"\n]|\n(?!\n)){12,}?)"/g,
  /“((?:[^”\n]|\n(?!\n)){12,}?)”/g,
];

const lineAt = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** The page with its code blocks' lines emptied (line numbers kept), and those lines apart. */
function splitFences(markdown: string) {
  const fenced: { line: number; text: string }[] = [];
  let inFence = false;
  const prose = markdown
    .split('\n')
    .map((line, index) => {
      const fence = /^\s*(```|~~~)/.test(line);
      if (fence) inFence = !inFence;
      if (!inFence || fence) return fence ? '' : line;
      fenced.push({ line: index + 1, text: line });
      return '';
    })
    .join('\n');
  return { prose, fenced };
}

export function handQuotes(markdown: string, openings: string[]): HandQuote[] {
  const { prose, fenced } = splitFences(markdown);
  const candidates = [
    ...CANDIDATES.flatMap((pattern) =>
      [...prose.matchAll(pattern)].map((match) => ({
        line: lineAt(prose, match.index),
        text: match[1].replace(/\s+/g, ' ').trim(),
      })),
    ),
    ...fenced,
  ];
  const found: HandQuote[] = [];
  for (const candidate of candidates) {
    const lower = candidate.text.toLowerCase();
    const quotes =
      PREFIXES.some((prefix) => candidate.text.includes(prefix)) || openings.some((opening) => lower.includes(opening));
    // A quote inside a longer one (the inner code of a double-backtick span) is the same quote.
    if (quotes && !found.some((other) => other.line === candidate.line && other.text.includes(candidate.text))) {
      found.push(candidate);
    }
  }
  return found.sort((a, b) => a.line - b.line);
}

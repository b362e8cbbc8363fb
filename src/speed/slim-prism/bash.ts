import type Prism from 'prismjs';

// Shell for install and run commands. Prism's own bash grammar is 6 KB, most of it a list of
// command names; here the first word of each command is the command, whatever its name (npx, bun…).
const variable = /\$(?:\w+|[#?*!@$]|\{[^}]+\})/;

export const bash: Prism.Grammar = {
  shebang: { pattern: /^#!\s*\/.*/, alias: 'important' },
  comment: { pattern: /(^|[^"{\\$\w])#.*/, lookbehind: true },
  string: [
    { pattern: /"(?:\\[\s\S]|[^"\\])*"/, greedy: true, inside: { variable } },
    { pattern: /'[^']*'/, greedy: true },
  ],
  keyword: {
    pattern: /(^|[\s;&|(])(?:if|then|else|elif|fi|for|in|do|done|while|until|case|esac|export)(?=$|[\s;&|)])/m,
    lookbehind: true,
  },
  // Greedy, so that ^ is the start of a line rather than the start of what earlier tokens left.
  function: { pattern: /(^[ \t]*|[;&|][ \t]*)(?!-)[\w@./:-]+(?=[ \t]|$)/m, lookbehind: true, greedy: true },
  parameter: { pattern: /(^|[ \t])--?[\w-]+/, lookbehind: true, alias: 'variable' },
  variable,
  operator: /&&|\|\||[|&<>]|=/,
  punctuation: /[;()[\]{}]/,
};

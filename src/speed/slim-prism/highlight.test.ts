import { describe, expect, it } from 'vitest';
import { Prism as FullPrism, normalizeTokens as fullNormalizeTokens } from 'prism-react-renderer';
import { normalizeTokens } from './index';
import Prism from './prism';
import { motiDark } from '../../theme-code/prism-theme';
import siteConfig from '../../../docusaurus.config';

const tsx = `import React from 'react';
import { MotiView } from 'moti';

export function Box({ visible }: { visible: boolean }) {
  const size = useMemo(() => ({ width: 100 }), []);
  return (
    <MotiView
      from={{ opacity: 0, scale: 0.9 }}
      animate={{ opacity: visible ? 1 : 0 }}
      transition={{ type: 'timing', duration: 350 }}
      style={styles.box}
    >
      {/* a comment */}
      <Text>Hello {size.width}</Text>
    </MotiView>
  );
}
`;
const json = `{ "name": "app", "dependencies": { "moti": "0.30.0" }, "private": true, "n": 1.5 }`;
const bash = `npx expo install react-native-reanimated\nnpm install moti --legacy-peer-deps # peer deps\necho "$HOME"`;
const diff = `--- a/babel.config.js\n+++ b/babel.config.js\n@@ -1,3 +1,4 @@\n-  plugins: [],\n+  plugins: ['react-native-reanimated/plugin'],\n   presets: []`;

const tokensOf = (prism: typeof Prism, code: string, language: string) =>
  prism.tokenize(code, prism.languages[language]);

describe('the slim Prism', () => {
  it('knows tsx, bash, json and diff, nothing more', () => {
    for (const language of ['tsx', 'typescript', 'jsx', 'javascript', 'bash', 'json', 'diff']) {
      expect(Prism.languages[language], language).toBeDefined();
    }
    for (const language of ['python', 'swift', 'kotlin', 'rust', 'go', 'cpp', 'yaml', 'graphql', 'css']) {
      expect(Prism.languages[language], language).toBeUndefined();
    }
  });

  it.each([
    ['tsx', tsx],
    ['json', json],
  ])('gives the same %s tokens as the full prism-react-renderer', (language, code) => {
    const ours = normalizeTokens(tokensOf(Prism, code, language));
    const theirs = fullNormalizeTokens(tokensOf(FullPrism as typeof Prism, code, language));
    expect(ours).toEqual(theirs);
    expect(ours.flat().some((token) => token.types.includes('keyword') || token.types.includes('property'))).toBe(true);
  });

  it('is the only source of languages: the site config adds none (the theme would load them into every page)', () => {
    const prism = (siteConfig.themeConfig as { prism: { additionalLanguages?: string[] } }).prism;
    expect(prism.additionalLanguages ?? []).toEqual([]);
  });

  it('reads shell commands: the command, its flags, strings, variables and comments', () => {
    const types = (line: string) =>
      normalizeTokens(tokensOf(Prism, line, 'bash'))[0]
        .filter((token) => token.content.trim())
        .map((token) => [token.content, token.types.join(' ')]);
    expect(types('npx expo install react-native-reanimated')).toEqual([
      ['npx', 'function'],
      [' expo install react-native-reanimated', 'plain'],
    ]);
    expect(types('npm install --save-dev moti@0.30 # dev only')).toEqual([
      ['npm', 'function'],
      [' install ', 'plain'],
      ['--save-dev', 'parameter variable'],
      [' moti@0.30 ', 'plain'],
      ['# dev only', 'comment'],
    ]);
    expect(types('cd ios && pod install')).toEqual([
      ['cd', 'function'],
      [' ios ', 'plain'],
      ['&&', 'operator'],
      ['pod', 'function'],
      [' install', 'plain'],
    ]);
    expect(types('echo "$HOME/app" \'done\'')).toEqual([
      ['echo', 'function'],
      ['"', 'string'],
      ['$HOME', 'string variable'],
      ['/app"', 'string'],
      ["'done'", 'string'],
    ]);
  });

  it.each([
    ['bash', bash, 'function'],
    ['diff', diff, 'inserted'],
  ])('highlights %s', (language, code, type) => {
    const tokens = normalizeTokens(tokensOf(Prism, code, language));
    expect(tokens).toHaveLength(code.split('\n').length);
    expect(tokens.flat().some((token) => token.types.includes(type))).toBe(true);
  });

  it('normalises the same way as prism-react-renderer, empty lines included', () => {
    const stream = tokensOf(Prism, 'const a = 1;\n\n\n// end\n', 'tsx');
    expect(normalizeTokens(stream)).toEqual(fullNormalizeTokens(stream as Parameters<typeof fullNormalizeTokens>[0]));
  });

  it('colours every token type the docs use', () => {
    const styled = new Set(motiDark.styles.flatMap(({ types }) => types));
    const used = new Set(
      normalizeTokens(tokensOf(Prism, tsx, 'tsx'))
        .flat()
        .flatMap((token) => token.types),
    );
    for (const type of ['keyword', 'string', 'function', 'number', 'tag', 'attr-name', 'comment', 'punctuation']) {
      expect(used.has(type) && styled.has(type), type).toBe(true);
    }
  });
});

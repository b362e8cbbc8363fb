// A small stand-in for `prism-react-renderer` (the theme imports it for code blocks), aliased in by
// src/plugins/code-highlighting: the same API, without the 25 KB gzip of languages the docs never show.
import { useCallback, useMemo, type CSSProperties } from 'react';
import clsx from 'clsx';
import type { HighlightProps, LineInputProps, PrismTheme, Token, TokenInputProps } from 'prism-react-renderer';
import Prism from './prism';
import { normalizeTokens } from './normalize-tokens';

// The theme always passes its configured colours; without any, tokens keep the inherited colour.
const plainTheme: PrismTheme = { plain: {}, styles: [] };

type StyleDictionary = Record<string, CSSProperties | undefined>;

function themeToDictionary(theme: PrismTheme, language: string): StyleDictionary {
  const dictionary: StyleDictionary = {};
  for (const { languages, types, style } of theme.styles) {
    if (languages && !languages.includes(language)) continue;
    for (const type of types) dictionary[type] = { ...dictionary[type], ...style };
  }
  dictionary.root = theme.plain;
  dictionary.plain = { ...theme.plain, backgroundColor: undefined };
  return dictionary;
}

function styleOfToken(dictionary: StyleDictionary, { types, empty }: Token): CSSProperties | undefined {
  const emptyLine = empty != null;
  if (types.length === 1 && types[0] === 'plain') return emptyLine ? { display: 'inline-block' } : undefined;
  if (types.length === 1 && emptyLine) return dictionary[types[0]];
  return Object.assign(emptyLine ? { display: 'inline-block' } : {}, ...types.map((type) => dictionary[type]));
}

type TokenizeInput = { prism: typeof Prism; code: string; grammar?: Prism.Grammar; language: string };

export function useTokenize({ prism, code, grammar, language }: TokenizeInput) {
  return useMemo(() => {
    if (grammar == null) return normalizeTokens([code]);
    const env = { code, grammar, language, tokens: [] as Array<string | Prism.Token> };
    prism.hooks.run('before-tokenize', env);
    env.tokens = prism.tokenize(code, grammar);
    prism.hooks.run('after-tokenize', env);
    return normalizeTokens(env.tokens);
  }, [prism, code, grammar, language]);
}

export function Highlight({
  children,
  language: rawLanguage,
  code,
  theme = plainTheme,
  prism = Prism,
}: HighlightProps) {
  const language = rawLanguage.toLowerCase();
  const dictionary = useMemo(() => themeToDictionary(theme, language), [theme, language]);
  const tokens = useTokenize({ prism, code, grammar: prism.languages[language], language });
  const getLineProps = useCallback(
    // `line` is input only: it must not reach the DOM element.
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    ({ className, style, line, ...rest }: LineInputProps) => ({
      ...rest,
      className: clsx('token-line', className),
      style: { ...dictionary.plain, ...style },
    }),
    [dictionary],
  );
  const getTokenProps = useCallback(
    ({ token, className, style, ...rest }: TokenInputProps) => ({
      ...rest,
      className: clsx('token', ...token.types, className),
      children: token.content,
      style: style == null ? styleOfToken(dictionary, token) : { ...styleOfToken(dictionary, token), ...style },
    }),
    [dictionary],
  );
  return children({
    tokens,
    className: `prism-code language-${language}`,
    style: dictionary.root ?? {},
    getLineProps,
    getTokenProps,
  });
}

export { Prism, normalizeTokens };

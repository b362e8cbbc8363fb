// A small stand-in for `prism-react-renderer` (the theme imports it for code blocks), aliased in by
// src/speed/module-swaps.ts (piece slim-prism): the same API, without the 25 KB gzip of languages the docs never show,
// and without Prism in the page script: see prism-source.ts.
import { useCallback, useEffect, useMemo, useState, type CSSProperties } from 'react';
import clsx from 'clsx';
import type { HighlightProps, LineInputProps, PrismTheme, Token, TokenInputProps } from 'prism-react-renderer';
import { getPrism, loadPrism, type PrismInstance } from '@moti-docs/prism-source';
import { normalizeTokens } from './normalize-tokens';
import { tokensFromPage } from './tokens-from-page';

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

function tokenize(prism: PrismInstance, code: string, language: string): Token[][] {
  const grammar = prism.languages[language];
  if (grammar == null) return normalizeTokens([code]);
  const env = { code, grammar, language, tokens: [] as Array<string | Prism.Token> };
  prism.hooks.run('before-tokenize', env);
  env.tokens = prism.tokenize(code, grammar);
  prism.hooks.run('after-tokenize', env);
  return normalizeTokens(env.tokens);
}

/**
 * The lines of tokens of a block: tokenized by Prism when it is there (always on the server); else, as
 * the server rendered them (hydration); else plain until Prism has loaded (a client-side render).
 */
function useTokens(code: string, language: string, prismProp?: PrismInstance): Token[][] {
  const [loadedPrism, setLoadedPrism] = useState(() => getPrism());
  const prism = prismProp ?? loadedPrism;
  const fromPage = useMemo(() => (prism ? null : tokensFromPage(code, language)), [prism, code, language]);
  const waitsForPrism = prism == null && fromPage == null;
  useEffect(() => {
    // A failed load leaves the code readable, unhighlighted.
    if (waitsForPrism) loadPrism().then(setLoadedPrism, () => {});
  }, [waitsForPrism]);
  return useMemo(
    () => fromPage ?? (prism ? tokenize(prism, code, language) : normalizeTokens([code])),
    [fromPage, prism, code, language],
  );
}

export function Highlight({ children, language: rawLanguage, code, theme = plainTheme, prism }: HighlightProps) {
  const language = rawLanguage.toLowerCase();
  const dictionary = useMemo(() => themeToDictionary(theme, language), [theme, language]);
  const tokens = useTokens(code, language, prism as PrismInstance | undefined);
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

export { normalizeTokens };

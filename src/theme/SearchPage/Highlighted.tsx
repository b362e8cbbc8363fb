import React from 'react';
import { highlightParts } from '../../search/engine/highlight';
import { breakAtHumps } from '@site/src/break-at-humps';

/**
 * A highlighted value rendered as text with <mark> elements, never as HTML. With `humps`, a long API
 * name (useMotiPressableAnimatedProps) may wrap at its camel-case humps, as page titles do, rather than
 * letter by letter in a narrow hit title.
 */
export default function Highlighted({ value, humps = false }: { value: string; humps?: boolean }) {
  const show = (text: string) => (humps ? breakAtHumps(text) : text);
  return (
    <>{highlightParts(value).map(({ text, marked }, i) => (marked ? <mark key={i}>{show(text)}</mark> : show(text)))}</>
  );
}

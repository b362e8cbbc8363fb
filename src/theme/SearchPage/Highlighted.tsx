import React from 'react';
import { highlightParts } from '../../search/engine/highlight';

/** A highlighted value rendered as text with <mark> elements, never as HTML. */
export default function Highlighted({ value }: { value: string }) {
  return <>{highlightParts(value).map(({ text, marked }, i) => (marked ? <mark key={i}>{text}</mark> : text))}</>;
}

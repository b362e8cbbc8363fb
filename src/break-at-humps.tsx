import React, { type ReactNode } from 'react';

/** A camel-case hump inside a word (useMoti|Pressable): where a name may break across lines. */
export const CAMEL_HUMP = /(?<=[a-z0-9])(?=[A-Z])/;

/** `text` with a <wbr> before each camel-case hump (useMoti|Pressable), where a line may break. */
export function breakAtHumps(text: string): ReactNode[] {
  return text.split(CAMEL_HUMP).flatMap((part, index) => (index === 0 ? [part] : [<wbr key={index} />, part]));
}

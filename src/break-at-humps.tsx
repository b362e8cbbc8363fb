import React, { type ReactNode } from 'react';

/** `text` with a <wbr> before each camel-case hump (useMoti|Pressable), where a line may break. */
export function breakAtHumps(text: string): ReactNode[] {
  return text
    .split(/(?<=[a-z0-9])(?=[A-Z])/)
    .flatMap((part, index) => (index === 0 ? [part] : [<wbr key={index} />, part]));
}

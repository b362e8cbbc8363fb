import React from 'react';
import Heading from '@theme-original/Heading';
import type HeadingType from '@theme/Heading';
import type { WrapperProps } from '@docusaurus/types';
import { breakAtHumps } from '@site/src/break-at-humps';

type Props = WrapperProps<typeof HeadingType>;

// A page title that names an API (useMotiPressableAnimatedProps) is one long word: on a phone it may
// wrap only at its camel-case humps, never letter by letter. Titles only: for h2 and below the theme
// reads a string child for the heading's link label.
export default function HeadingWrapper(props: Props) {
  if (props.as !== 'h1' || typeof props.children !== 'string') return <Heading {...props} />;
  return <Heading {...props}>{breakAtHumps(props.children)}</Heading>;
}

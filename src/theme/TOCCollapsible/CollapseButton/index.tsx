import React, { useRef, type ReactNode } from 'react';
import CollapseButton from '@theme-original/TOCCollapsible/CollapseButton';
import type { Props } from '@theme/TOCCollapsible/CollapseButton';
import { useBackCloses } from '../../../components/Overlay/useBackCloses';

// A phone's "On this page" list, once opened, closes on Back as the menu and search do, and the
// reader stays on the page. The theme keeps the open state inside TOCCollapsible and hands this
// button only `collapsed` and its toggle, so Back closes the list the way a tap would: a click.
// The theme's button does not say whether its list is open; aria-expanded does, for screen
// readers and for the page tools' layout (src/theme/DocItem/TOC/Mobile/styles.module.css).
export default function CollapseButtonWrapper(props: Props): ReactNode {
  const button = useRef<HTMLButtonElement>(null);
  useBackCloses(!props.collapsed, () => button.current?.click());
  return <CollapseButton {...props} ref={button} aria-expanded={!props.collapsed} />;
}

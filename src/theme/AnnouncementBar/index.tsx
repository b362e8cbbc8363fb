import React, { useEffect } from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import type AnnouncementBarType from '@theme/AnnouncementBar';
import type { WrapperProps } from '@docusaurus/types';
import { useAnnouncementBar } from '@docusaurus/theme-common/internal';
import './styles.module.css';

type Props = WrapperProps<typeof AnnouncementBarType>;

// The theme's inline script hides the bar before hydration when it was dismissed, without
// looking at the announcement id. When a new id re-activates the bar, lift that flag.
export default function AnnouncementBarWrapper(props: Props) {
  const { isActive } = useAnnouncementBar();
  useEffect(() => {
    if (isActive) document.documentElement.setAttribute('data-announcement-bar-initially-dismissed', 'false');
  }, [isActive]);
  return <AnnouncementBar {...props} />;
}

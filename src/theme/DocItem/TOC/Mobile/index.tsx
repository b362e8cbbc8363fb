import React from 'react';
import TOCMobile from '@theme-original/DocItem/TOC/Mobile';
import PageActions from '@site/src/components/CopyPage/PageActions';
import styles from './styles.module.css';

// On a phone, "On this page" and the page's actions share one row above the title, so that the
// title starts high on the screen; from 997 px the theme hides this table of contents and the
// actions stay alone at the row's end.
export default function DocItemTOCMobileWrapper() {
  return (
    <div className={styles.pageTools}>
      <TOCMobile />
      <PageActions />
    </div>
  );
}

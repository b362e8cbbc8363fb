import React from 'react';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type { WrapperProps } from '@docusaurus/types';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import ReportProblem from '@site/src/components/ReportProblem';

type Props = WrapperProps<typeof FooterType>;

// Every doc page ends with a way to report a problem with it, beside the theme's edit link and date.
export default function DocItemFooterWrapper(props: Props) {
  const { metadata } = useDoc();
  return (
    <>
      {/* The theme marks the date as an item's dateModified (itemprop): this page is that item. */}
      <div itemScope itemType="https://schema.org/TechArticle">
        <meta itemProp="headline" content={metadata.title} />
        <Footer {...props} />
      </div>
      <ReportProblem />
    </>
  );
}

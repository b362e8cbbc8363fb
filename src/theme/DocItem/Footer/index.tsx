import React from 'react';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type { WrapperProps } from '@docusaurus/types';
import ReportProblem from '@site/src/components/ReportProblem';

type Props = WrapperProps<typeof FooterType>;

// Every doc page ends with a way to report a problem with it, beside the theme's edit link and date.
export default function DocItemFooterWrapper(props: Props) {
  return (
    <>
      <Footer {...props} />
      <ReportProblem />
    </>
  );
}

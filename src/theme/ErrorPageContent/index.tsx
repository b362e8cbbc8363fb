import React from 'react';
import Head from '@docusaurus/Head';
import ErrorPageContent from '@theme-original/ErrorPageContent';
import type ErrorPageContentType from '@theme/ErrorPageContent';
import type { WrapperProps } from '@docusaurus/types';

type Props = WrapperProps<typeof ErrorPageContentType>;

// A crashed page is titled "Page Error", so a tab or a history entry says what happened. The theme shows this screen inside the layout
// but leaves the title of the page that crashed; Docusaurus's outer crash screen sets this one.
export default function ErrorPageContentWrapper(props: Props) {
  return (
    <>
      <Head>
        <title>Page Error</title>
      </Head>
      <ErrorPageContent {...props} />
    </>
  );
}

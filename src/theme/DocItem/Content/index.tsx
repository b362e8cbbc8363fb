import React from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type { WrapperProps } from '@docusaurus/types';
import Head from '@docusaurus/Head';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import PageActions, { useActionsBesideToc } from '@site/src/components/CopyPage/PageActions';
import { markdownPath } from '@site/src/plugins/markdown-copies/markdown-path.mjs';

type Props = WrapperProps<typeof ContentType>;

// Every doc page offers its Markdown copy (written by the markdown-copies plugin) above its title:
// beside "On this page" when the page has one (DocItem/TOC/Mobile), else here.
export default function DocItemContentWrapper(props: Props) {
  const href = markdownPath(useDoc().metadata.permalink);
  const besideToc = useActionsBesideToc();
  return (
    <>
      <Head>
        <link rel="alternate" type="text/markdown" href={href} />
      </Head>
      {besideToc ? null : <PageActions />}
      <Content {...props} />
    </>
  );
}

import React from 'react';
import Layout from '@theme-original/Layout';
import type LayoutType from '@theme/Layout';
import type { WrapperProps } from '@docusaurus/types';
import TestHooks from '@site/src/components/TestHooks';

type Props = WrapperProps<typeof LayoutType>;

// The layout's children sit inside its error boundary, so a crash there shows the crash screen.
export default function LayoutWrapper({ children, ...props }: Props) {
  return (
    <Layout {...props}>
      {children}
      <TestHooks />
    </Layout>
  );
}

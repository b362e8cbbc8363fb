import MDXComponents from '@theme-original/MDXComponents';
import LiveExample from '@site/src/components/LiveExample';

// Components every MDX page may use without importing them (house style 6).
export default {
  ...MDXComponents,
  LiveExample,
};

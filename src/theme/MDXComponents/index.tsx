// The theme's MDX components, plus those every page may use without an import: facts that differ
// between Reanimated versions, and messages quoted from the packages.
import MDXComponents from '@theme-original/MDXComponents';
import QuotedMessage from '@site/src/components/QuotedMessage';
import VersionFact from '@site/src/components/VersionFact';

export default {
  ...MDXComponents,
  QuotedMessage,
  VersionFact,
};

// The entry of @docusaurus/utils-common, minus its `require("tslib")`: that one CommonJS require
// pulls the whole of tslib (4 KB gzip) into every page for a single helper. Same exports, same files.
export {
  default as applyTrailingSlash,
  addTrailingSlash,
  addLeadingSlash,
  removeTrailingSlash,
} from '@docusaurus/utils-common/lib/applyTrailingSlash.js';
export { addPrefix, removeSuffix, addSuffix, removePrefix } from '@docusaurus/utils-common/lib/stringUtils.js';
export { getErrorCausalChain } from '@docusaurus/utils-common/lib/errorUtils.js';

// __ prefix lets search crawlers ignore the anchor (kept as upstream defines it).
export const blogPostContainerID = '__blog-post-container';

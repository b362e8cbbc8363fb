import { memo } from 'react';
import Line from '@theme-init/CodeBlock/Line';

// A code block renders again after hydration when it finds that it scrolls sideways (to show the
// word-wrap button), which is most blocks on a phone. Its lines and their tokens are the same
// objects as before (memoized by src/speed/slim-prism), so a memoized line skips the work of
// rebuilding hundreds of token elements: on an example page, the largest task after hydration.
export default memo(Line);

import React from 'react';
import { ErrorCauseBoundary } from '@docusaurus/theme-common';

function Crash(): never {
  throw new Error('Crash requested by a browser test (window.__MOTI_TEST_HOOKS__.crash).');
}

/** The lazily loaded test part: a visible marker, or a crash with a cause chain. */
export default function Hooks() {
  if (window.__MOTI_TEST_HOOKS__?.crash) {
    return (
      <ErrorCauseBoundary onError={(cause) => new Error('The test hooks part failed to render.', { cause })}>
        <Crash />
      </ErrorCauseBoundary>
    );
  }
  return <p data-test-hooks="loaded">Test hooks loaded.</p>;
}

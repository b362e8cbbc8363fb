import type { ReanimatedVersion } from '@site/src/live-example-frame/reanimated-versions';

/**
 * What an example does differently, or where Moti 0.30 breaks, on a version other than Reanimated 3,
 * as seen in the browser (tests/e2e/example-claims.spec.ts and live-examples.spec.ts run both).
 */
export const exampleVersionNotes: Record<string, Partial<Record<ReanimatedVersion, string>>> = {};

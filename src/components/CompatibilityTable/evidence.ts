// How every value on /compatibility names its evidence: the tables and the version checker alike.

export const evidenceLabels = {
  metadata: 'metadata',
  browser: 'verified in the browser',
} as const;

export const issueUrl = (issue: number) => `https://github.com/nandorojo/moti/issues/${issue}`;

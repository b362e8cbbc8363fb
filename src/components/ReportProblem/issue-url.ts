import { links } from '@site/src/site-settings/site-links';

/** A section of a page: its heading as the reader sees it, and its address. */
export type Section = { heading: string; address: string };

export type ProblemReport = { title: string; address: string; section: Section | null };

/** The template of the issue's body: where the problem is, then what the maintainers need to fix it. */
function body({ address, section }: ProblemReport): string {
  return [
    `Page: ${address}`,
    `Section: ${section ? `${section.heading} (${section.address})` : 'not known'}`,
    '',
    '### What is wrong?',
    '',
    '<!-- Quote the sentence or the code, and say what happens instead. -->',
    '',
    '### What should it say?',
    '',
    '### Versions, when it is about behavior',
    '',
    '- moti:',
    '- react-native-reanimated:',
    // Reanimated 4 runs its worklets on this package, and its version mismatches are errors of their own.
    '- react-native-worklets (with Reanimated 4):',
    '- Platform (iOS, Android, web):',
    '',
  ].join('\n');
}

/** A new issue in Moti's tracker, its title and body filled in for one page of the docs. */
export function issueUrl(report: ProblemReport): string {
  const title = `Docs: problem on "${report.title}"`;
  return `${links.github}/issues/new?title=${encodeURIComponent(title)}&body=${encodeURIComponent(body(report))}`;
}

import { describe, expect, it } from 'vitest';
import { llmsFullTxt, llmsTxt, type Site } from './llms-txt';
import { markdownPath } from './markdown-path.mjs';

const site: Site = { title: 'Moti', url: 'https://moti.fyi/', summary: 'One\nparagraph.', details: 'Details.' };
const entries = [
  { permalink: '/', title: 'Welcome', description: 'Start here.', category: 'Welcome' },
  { permalink: '/installation', title: 'Installation', description: 'Install\n it.', category: 'Welcome' },
  { permalink: '/api/props', title: 'Props [all]', description: '', category: 'API Reference' },
  { permalink: '/examples/dropdown', title: 'Dropdown', description: 'Old page.', category: null },
];

describe('markdownPath', () => {
  it.each([
    ['/', '/index.md'],
    ['/installation', '/installation.md'],
    ['/api/props', '/api/props.md'],
    ['/api/props/', '/api/props.md'],
  ])('%s → %s', (permalink, expected) => expect(markdownPath(permalink)).toBe(expected));
});

describe('llmsTxt', () => {
  it('has the name, a one-line summary, then the pages by category in order, unlisted ones last', () => {
    expect(llmsTxt(site, entries)).toBe(
      [
        '# Moti',
        '',
        '> One paragraph.',
        '',
        'Details.',
        '',
        '## Welcome',
        '',
        '- [Welcome](https://moti.fyi/index.md): Start here.',
        '- [Installation](https://moti.fyi/installation.md): Install it.',
        '',
        '## API Reference',
        '',
        '- [Props \\[all\\]](https://moti.fyi/api/props.md)',
        '',
        '## Optional',
        '',
        '- [Dropdown](https://moti.fyi/examples/dropdown.md): Old page.',
        '',
      ].join('\n'),
    );
  });
});

describe('llmsFullTxt', () => {
  it('concatenates the pages in order, each with its source under its title', () => {
    const pages = entries.slice(0, 2).map((entry) => ({ ...entry, markdown: `# ${entry.title}\n\nBody.\n` }));
    expect(llmsFullTxt(site, pages)).toBe(
      [
        '# Moti',
        '',
        '> One paragraph.',
        '',
        '---',
        '',
        '# Welcome',
        '',
        'Source: https://moti.fyi/',
        '',
        'Body.',
        '',
        '---',
        '',
        '# Installation',
        '',
        'Source: https://moti.fyi/installation',
        '',
        'Body.',
        '',
      ].join('\n'),
    );
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// patches/@docusaurus+plugin-content-docs+*.patch leaves the page descriptions out of the docs
// version data every doc page loads; only a doc card shows them. Delete the patch before adding one.
const root = path.resolve(__dirname, '../../..');
const filesUnder = (dir: string): string[] =>
  readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(mdx?|tsx?)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));

describe('doc cards', () => {
  it('no page, component or sidebar renders a doc card', () => {
    const sources = [...filesUnder('docs'), ...filesUnder('src'), path.join(root, 'sidebars.ts')];
    const users = sources.filter((file) =>
      /DocCardList|@theme\/DocCard|generated-index|useDocById/.test(readFileSync(file, 'utf8')),
    );
    expect(users.map((file) => path.relative(root, file))).toEqual([]);
  });
});

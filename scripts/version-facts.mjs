// Writes src/data/version-facts.json from the installed Reanimated packages (see
// scripts/lib/version-facts/read-facts.mjs). Run it after installing a new release: `npm run facts`,
// then the unit tests say which pages' facts changed.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { readVersionFacts } from './lib/version-facts/read-facts.mjs';

const out = path.resolve(import.meta.dirname, '../src/data/version-facts.json');
writeFileSync(out, `${JSON.stringify(readVersionFacts(), null, 2)}\n`);
console.log(`wrote ${path.relative(process.cwd(), out)}`);

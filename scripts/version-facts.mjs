// Writes src/data/version-facts.json from the installed Reanimated packages (see
// scripts/lib/version-facts/read-facts.mjs). Run it after installing a new release: `npm run facts`,
// then the unit tests say which pages' facts changed.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import { readVersionFacts } from './lib/version-facts/read-facts.mjs';

const out = path.resolve(import.meta.dirname, '../src/data/version-facts.json');
// Formatted as `npm run lint` checks it, so that a run that changes no fact changes no byte.
const options = { ...(await prettier.resolveConfig(out)), filepath: out };
writeFileSync(out, await prettier.format(JSON.stringify(readVersionFacts()), options));
console.log(`wrote ${path.relative(process.cwd(), out)}`);

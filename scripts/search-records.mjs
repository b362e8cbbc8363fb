// `npm run search:records [file]`: builds the site into a scratch folder and writes its search records,
// in DocSearch's format, to `file` (else SEARCH_RECORDS_FILE, else search-records.json), ready to push
// to an Algolia index, and beside them the index settings and synonyms to apply (`*.settings.json`).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const file = path.resolve(process.argv[2] ?? process.env.SEARCH_RECORDS_FILE ?? 'search-records.json');
const outDir = mkdtempSync(path.join(tmpdir(), 'moti-search-records-'));
try {
  const build = spawnSync('npx', ['docusaurus', 'build', '--out-dir', outDir], {
    stdio: 'inherit',
    env: { ...process.env, SEARCH_RECORDS_FILE: file },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
  const records = JSON.parse(readFileSync(file, 'utf8'));
  const pages = new Set(records.map((record) => record.url_without_anchor)).size;
  console.log(`Wrote ${records.length} search records of ${pages} pages to ${file}.`);
  console.log(
    "Apply the settings file named above with Algolia's setSettings and saveSynonyms before pushing the\n" +
      'records, so that the hosted index answers as the offline search does.',
  );
} finally {
  rmSync(outDir, { recursive: true, force: true });
}

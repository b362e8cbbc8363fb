// `node scripts/message-census.mjs [--write]`: the census of the error and warning texts that moti,
// both Reanimated lines and Worklets can print (scripts/lib/message-census), counted by package and
// by triage decision. With --write, src/data/message-census.json gains the texts a package update
// brought (decided by a rule where one applies, else `untriaged`) and loses those no longer printed.
import { CENSUS_PACKAGES, packageVersion, readCensus } from './lib/message-census/census.mjs';
import { readTriage, updateTriage, writeTriage } from './lib/message-census/triage-file.mjs';

const census = readCensus();
const triage = updateTriage(readTriage(), census);
if (process.argv.includes('--write')) await writeTriage(triage);

const countBy = (items, key) => {
  const counts = new Map();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return [...counts].map(([name, total]) => `  ${name}: ${total}`);
};
console.log(`${census.length} texts read`);
for (const name of Object.keys(CENSUS_PACKAGES)) {
  console.log(`  ${name}@${packageVersion(name)}: ${census.filter((entry) => entry.package === name).length}`);
}
console.log(['By decision:', ...countBy(triage.texts, (entry) => entry.decision)].join('\n'));
console.log(['Pasted messages from the trackers:', ...countBy(triage.pasted, (entry) => entry.decision)].join('\n'));
const untriaged = triage.texts.filter((entry) => entry.decision === 'untriaged');
for (const entry of untriaged) console.log(`untriaged: ${entry.id} (${entry.where})`);
if (untriaged.length && !process.argv.includes('--write')) process.exitCode = 1;

// The committed triage of the census (src/data/message-census.json): one decision per text id.
import { readFileSync, writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import path from 'node:path';
import { normalizeText } from './census.mjs';
import { ruleDecision } from './triage-rules.mjs';

export const TRIAGE_FILE = path.join(process.cwd(), 'src/data/message-census.json');

export const readTriage = () => JSON.parse(readFileSync(TRIAGE_FILE, 'utf8'));

/** The text of an id, without the package and version in front. */
const textOfId = (id) => id.slice(id.indexOf(' ') + 1);
/** The package and major version of an id: a text carries over a minor update, not to another line. */
const lineOfId = (id) => id.slice(0, id.indexOf(' ')).replace(/^(.+@\d+)\..*$/, '$1');

/**
 * The triage for `census`: an entry keeps its decision; a new one takes the decision of the same
 * text on the same major line of the package under its previous version, else a rule's, else
 * `untriaged`. Texts the packages no longer print are dropped.
 */
export function updateTriage(triage, census) {
  const byId = new Map(triage.texts.map((entry) => [entry.id, entry]));
  const byText = new Map(triage.texts.map((entry) => [`${lineOfId(entry.id)} ${textOfId(entry.id)}`, entry]));
  const texts = census.map((message) => {
    const known = byId.get(message.id) ?? byText.get(`${lineOfId(message.id)} ${normalizeText(textOfId(message.id))}`);
    const where = message.where[0];
    if (known) return { ...known, id: message.id, where };
    const rule = ruleDecision(message);
    return rule
      ? { id: message.id, where, decision: rule, by: 'rule' }
      : { id: message.id, where, decision: 'untriaged' };
  });
  return { ...triage, texts };
}

/** Writes the triage as Prettier formats it, so that `npm run lint` holds the written file. */
export async function writeTriage(triage) {
  const options = { ...(await resolveConfig(TRIAGE_FILE)), filepath: TRIAGE_FILE };
  writeFileSync(TRIAGE_FILE, await format(JSON.stringify(triage), options));
}

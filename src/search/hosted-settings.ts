import { ATTRIBUTES } from './engine/ranking/attributes';
import { words } from './engine/text';
import type { SearchRecord } from './records/types';
import { otherSpellings, spellingKey } from './spelling';
import { STOP_WORDS, SYNONYMS, WEAK_WORDS } from './vocabulary';

/**
 * The words of the records with their other spellings, one group per spelling key: a hosted index
 * cannot fold spellings as the offline engine does (spelling.ts), so each group is a synonym.
 */
function spellingSynonyms(records: readonly SearchRecord[]): string[][] {
  const groups = new Map<string, Set<string>>();
  const texts = records.flatMap((record) => [record.content ?? '', ...Object.values(record.hierarchy)]);
  for (const word of new Set(texts.flatMap((text) => (text ? words(text) : [])))) {
    const others = otherSpellings(word);
    if (others.length === 0) continue;
    const key = spellingKey(word);
    const group = groups.get(key) ?? new Set<string>();
    for (const spelling of [word, ...others]) group.add(spelling);
    groups.set(key, group);
  }
  return [...groups.values()].map((group) => [...group].sort());
}

/**
 * The settings a hosted Algolia index needs to answer as the offline engine does, written beside the
 * records by `npm run search:records`: same attribute order, same vocabulary, same fallback.
 * Difference that remains: Algolia relaxes a query only when nothing matches every word, and then
 * returns every hit ranked by the words it has; the offline engine relaxes as soon as fewer than three
 * pages have every word, and leaves out the hits with fewer words than those three pages have. And the
 * offline engine's own criteria (a pasted message's phrase, a troubleshooting section for a report, a
 * page title about the query, a guide before an example page, a heading that reads like the query; see
 * compareRankings) have no setting here: a hosted index ranks by Algolia's criteria alone.
 */
export function hostedSettings(records: readonly SearchRecord[] = []) {
  const searchable = ATTRIBUTES.filter((attribute) => attribute !== 'parts').map((attribute) =>
    attribute === 'identifiers'
      ? 'identifiers'
      : attribute === 'content'
        ? 'unordered(content)'
        : `unordered(hierarchy.${attribute})`,
  );
  return {
    settings: {
      searchableAttributes: searchable,
      attributesForFaceting: ['language', 'docusaurus_tag'],
      attributeForDistinct: 'url',
      distinct: true,
      removeWordsIfNoResults: 'allOptional',
      // The stop words of the offline engine, and its words that say what kind of question a query is
      // ("example", "issue"), as optional words: neither decides which records match.
      optionalWords: [...STOP_WORDS, ...WEAK_WORDS],
      ignorePlurals: true,
      camelCaseAttributes: ['hierarchy.lvl1', 'hierarchy.lvl2', 'hierarchy.lvl3', 'identifiers'],
      customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
    },
    synonyms: [
      ...SYNONYMS.map((entry, i) =>
        entry.type === 'twoWay'
          ? { objectID: `synonym-${i}`, type: 'synonym', synonyms: entry.synonyms }
          : { objectID: `synonym-${i}`, type: 'oneWaySynonym', input: entry.input, synonyms: entry.synonyms },
      ),
      ...spellingSynonyms(records).map((synonyms) => ({
        objectID: `spelling-${synonyms[0]}`,
        type: 'synonym',
        synonyms,
      })),
    ],
  };
}

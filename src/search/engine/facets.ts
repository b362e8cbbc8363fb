import type { SearchRecord } from '../records/types';

/** Algolia's `facetFilters`: the outer list is AND, an inner list is OR; `attr:-value` negates. */
export type FacetFilters = string | readonly (string | readonly string[])[];

type Facet = 'language' | 'docusaurus_tag' | 'type';
const FACETS = new Set<string>(['language', 'docusaurus_tag', 'type']);

/** One `attr:value` filter, parsed once per query: the predicate runs for every matching record. */
function compile(filter: string): (record: SearchRecord) => boolean {
  const colon = filter.indexOf(':');
  const attribute = filter.slice(0, colon);
  let value = filter.slice(colon + 1);
  const negated = value.startsWith('-');
  if (negated) value = value.slice(1);
  // An unknown attribute matches nothing, as in Algolia where the record lacks the facet.
  if (colon <= 0 || !FACETS.has(attribute)) return () => negated;
  return (record) => (record[attribute as Facet] === value) !== negated;
}

/** A predicate for the records that pass the filters. */
export function facetPredicate(filters: FacetFilters | undefined): (record: SearchRecord) => boolean {
  if (!filters || filters.length === 0) return () => true;
  const groups = (typeof filters === 'string' ? [filters] : filters).map((group) =>
    typeof group === 'string' ? [compile(group)] : group.map(compile),
  );
  return (record) => groups.every((group) => group.some((test) => test(record)));
}

/** Counts of each value of the asked facets over the matching records (`facets` of Algolia's reply). */
export function facetCounts(records: SearchRecord[], names: readonly string[]): Record<string, Record<string, number>> {
  const counts: Record<string, Record<string, number>> = {};
  for (const name of names.includes('*') ? [...FACETS] : names.filter((n) => FACETS.has(n))) {
    const values: Record<string, number> = {};
    for (const record of records) {
      const value = record[name as Facet];
      values[value] = (values[value] ?? 0) + 1;
    }
    counts[name] = values;
  }
  return counts;
}

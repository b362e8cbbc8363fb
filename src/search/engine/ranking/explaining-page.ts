import type { SearchRecord } from '../../records/types';
import type { QueryMatcher } from '../query';

/**
 * Ranking.explainingPage: 1 for a record of a page that explains, 0 for one of an example page (its
 * role is `example`, see PageRole), unless the query asks for an example (QueryMatcher.example): then
 * 1 for both. "skeleton loader" finds the Skeleton page before the skeleton example, which shows one
 * use of what that page explains.
 */
export function explainingPage(matcher: QueryMatcher, record: SearchRecord): number {
  return matcher.example || record.page_role !== 'example' ? 1 : 0;
}

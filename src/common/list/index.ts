export { booleanFilter, equalsFilter, idFilter, parentFilter, searchFilter } from './filters.js';
export { findPage, findPageRows } from './find-page.js';
export { ContentRangeInterceptor, ListPage } from './list-result.js';
export { ListQueryDto } from './list-query.dto.js';
export {
  parseListQuery,
  parseSqlListQuery,
  type FilterRule,
  type ListParams,
  type ListSpec,
  type SqlCondition,
  type SqlListParams,
  type SqlListSpec,
} from './list-spec.js';
export { sqlEqualsFilter, sqlIdFilter, sqlSearchFilter } from './sql-filters.js';

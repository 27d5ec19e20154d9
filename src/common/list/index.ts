export { booleanFilter, equalsFilter, idFilter, parentFilter, searchFilter } from './filters.js';
export { findPage, findPageRows, readRows } from './find-page.js';
export { ContentRangeInterceptor, ListPage } from './list-result.js';
export { ListQueryDto } from './list-query.dto.js';
export { parseListQuery, type FilterRule, type ListParams, type ListSpec } from './list-spec.js';

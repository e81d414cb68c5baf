/** For the search: the schedule's SQL over a `properties` row (facet, sortable column, export). */
export { inspectionScheduleSql } from './stewardship.repo';

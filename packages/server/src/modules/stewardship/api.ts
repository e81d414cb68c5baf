/** For the search: the schedule's SQL over a `properties` row (facet, sortable column, export); a property's schedule. */
export { monitoredInYearSql } from './accreditation-ledger.repo';
export { inspectionScheduleSql } from './stewardship.repo';
export { getPropertyInspectionSchedule } from './stewardship.service';

import { type SQL, sql } from 'drizzle-orm';
import { qualified as q } from '../qualified';
import * as s from '../schema';

// 'Monitored in year' over `instrument_inspection_years` (kept by the triggers of migration 0017): the
// accreditation ledger's counts and the search's 'Monitored in Year' facets build on it.

/** Whether the instrument `instrumentId` names had an Inspection event on one of its properties in `year`. */
export const monitoredIn = (instrumentId: SQL, year: number) =>
  sql`exists (select 1 from ${s.instrumentInspectionYears}
    where ${q(s.instrumentInspectionYears.instrumentId)} = ${instrumentId}
      and ${year}::int = any(${q(s.instrumentInspectionYears.years)}))`;

/**
 * Whether the enclosing query's instrument had an Inspection event on one of its properties in
 * `year` (the search's 'Monitored in Year'). A year outside 1000–9999 has none.
 */
export const monitoredInYearSql = (year: number) =>
  year < 1000 || year > 9999 ? sql`false` : monitoredIn(q(s.instruments.id), year);

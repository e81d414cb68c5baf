import type { Database } from '../client';
import { withSession } from './session';

/**
 * The tables kept by triggers from other tables (migrations 0017, 0020, 0026 and 0031), with the function that
 * works a set of their rows out again from the records (the bench's generator rebuilds them all with it).
 */
export const keptFacts = [
  {
    table: 'contact_search_facts',
    rebuild: 'select contact_search_facts_refresh(array(select id from contacts))',
  },
  {
    table: 'instrument_inspection_years',
    rebuild: 'select instrument_inspection_years_refresh(array(select id from instruments))',
  },
  {
    table: 'property_exceeded_rights',
    rebuild: 'select property_exceeded_rights_refresh(array(select id from properties))',
  },
  {
    table: 'service_sort_keys',
    rebuild: 'select service_sort_keys_refresh(array(select id from services))',
  },
  {
    table: 'property_sort_keys',
    rebuild: 'select property_sort_keys_refresh(array(select id from properties))',
  },
  {
    table: 'project_sort_keys',
    rebuild: 'select project_sort_keys_refresh(array(select id from projects))',
  },
];

class Rollback extends Error {
  constructor(readonly differences: string[]) {
    super('rollback');
  }
}

/**
 * Compares each kept facts table with a rebuild from the records, in a transaction that is rolled back
 * (the check changes nothing): answers what differs, by table, or nothing.
 */
export const checkFacts = (database: Database): Promise<string[]> =>
  withSession(database, (session) =>
    session
      .transaction('begin', async (query) => {
        const differences: string[] = [];
        for (const { table, rebuild } of keptFacts) {
          const [{ present }] = await query<{ present: boolean }>(
            `select to_regclass($1) is not null as present`,
            [`public.${table}`],
          );
          if (!present) continue;
          await query(`create temp table kept_facts on commit drop as select * from public.${table}`);
          await query(rebuild);
          const [{ extra, lacking }] = await query<{ extra: number; lacking: number }>(`
            select (select count(*)::int from (select * from kept_facts except all select * from public.${table}) a) as extra,
                   (select count(*)::int from (select * from public.${table} except all select * from kept_facts) b) as lacking`);
          if (extra || lacking)
            differences.push(`${table}: ${extra} rows not in the rebuild, ${lacking} missing`);
          await query('drop table kept_facts');
        }
        throw new Rollback(differences);
      })
      .catch((error: unknown) => {
        if (error instanceof Rollback) return error.differences;
        throw error;
      }),
  );

import { sql } from 'drizzle-orm';
import { listSyncRuns } from '../packages/server/src/crm/crm.repo';
import { createDirectoryConnector } from '../packages/server/src/crm/directory-connector';
import { syncCrmContacts } from '../packages/server/src/crm/sync';
import type { Database } from '../packages/server/src/db/client';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * The CRM sync of the contacts through the built-in directory (about 300k accounts on the large data
 * set): a full sync (a daily one, where little changed), then an incremental one after 1% of the
 * accounts changed, then the same accounts changed back. The first full sync on a fresh data set
 * also deletes the generated contacts that left the CRM and no record links to, as a real one would.
 */
export const benchCrmSync = async (database: Database) => {
  const { db } = database;
  const connector = createDirectoryConnector(db);
  const [{ accounts }] = rowsOf<{ accounts: number }>(
    await db.execute(sql`select count(*)::int as accounts from crm_directory_accounts`),
  );

  const timeSync = async (label: string, full: boolean) => {
    const started = performance.now();
    const answer = await syncCrmContacts({ db, connector, force: true, maxAgeMinutes: 0, full });
    const seconds = (performance.now() - started) / 1000;
    const [run] = await listSyncRuns(db, { limit: 1 });
    const outcome = answer.serverErrorOnSubsequentCall
      ? `FAILED: ${answer.serverErrorOnSubsequentCall}`
      : `created ${run.createdCount}, updated ${run.updatedCount}, left the CRM ${run.deactivatedCount}`;
    console.log(`${label.padEnd(52)} ${seconds.toFixed(2).padStart(6)} s  (${outcome})`);
  };

  const changeOnePercent = (suffix: 'add' | 'remove') =>
    db.execute(sql`update crm_directory_accounts
      set name = ${suffix === 'add' ? sql`name || ' (bench)'` : sql`replace(name, ' (bench)', '')`},
          modified_at = now()
      where id % 100 = 0`);

  await timeSync(`CRM sync, full (${accounts.toLocaleString('en-US')} accounts)`, true);
  await changeOnePercent('add');
  await timeSync('CRM sync, incremental (1% of the accounts changed)', false);
  await changeOnePercent('remove');
  await timeSync('CRM sync, incremental (the same accounts changed back)', false);
};

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../packages/server/src/db/client';
import { seedIfEmpty } from '../packages/server/src/db/seed';
import { getHistory } from '../packages/server/src/modules/history/history.service';
import { concurrently, report } from './measure';

/** Properties in the large data set, and changes kept for each (its own and its children's). */
const recordCount = 20_000;
const ownChanges = 15;
const childChanges = 15;

/**
 * `npm run history -w bench`: a record's History card at scale. Writes an audit log the size of the
 * large data set's (20,000 properties, each with its own edits and its localities', parcels' and
 * features' changes: 600,000 rows) beside the demo data, then reads first pages of
 * `GET property/{id}/history` through its service (budget p95 ≤ 20 ms). With DATABASE_URL it runs on
 * that PostgreSQL database and removes the rows it wrote.
 */
const main = async () => {
  const databaseUrl = process.env.DATABASE_URL;
  const tempDir = databaseUrl ? undefined : mkdtempSync(join(tmpdir(), 'records-history-bench-'));
  const database = await openDatabase(
    databaseUrl ? { databaseUrl, poolSize: 4 } : { dataDir: join(tempDir as string, 'db') },
  );
  const marker = 'history bench';
  try {
    await database.migrate();
    await seedIfEmpty(database.db, { demo: !databaseUrl });
    const started = performance.now();
    // Ids far above the demo's, so the rows describe records of their own.
    await database.db.execute(sql`
      insert into audit_log (table_name, record_id, action, user_name, at, before, after, parent_table, parent_id)
      select 'properties', 1000000 + r, 'update', ${marker}, now() - (n || ' hours')::interval,
             jsonb_build_object('name', 'Tract ' || n, 'version', n),
             jsonb_build_object('name', 'Tract ' || (n + 1), 'version', n + 1), 'projects', r
      from generate_series(1, ${recordCount}) r, generate_series(1, ${ownChanges}) n`);
    await database.db.execute(sql`
      insert into audit_log (table_name, record_id, action, user_name, at, before, after, parent_table, parent_id)
      select 'tax_parcels', r * 100 + n, 'create', ${marker}, now() - (n || ' hours 30 minutes')::interval,
             null, jsonb_build_object('parcelId', 'P-' || n, 'acres', n), 'properties', 1000000 + r
      from generate_series(1, ${recordCount}) r, generate_series(1, ${childChanges}) n`);
    await database.db.execute(sql`analyze audit_log`);
    console.log(
      `wrote ${(recordCount * (ownChanges + childChanges)).toLocaleString('en-US')} audit rows in ${Math.round(performance.now() - started)} ms`,
    );

    let next = 0;
    // Spread over the whole range, the same every run.
    const nextId = () => 1000000 + 1 + ((next++ * 7919) % recordCount);
    const firstPage = () =>
      getHistory(database.db, { entity: 'property', id: nextId(), page: 1, pageSize: 10 });
    const lastPage = () =>
      getHistory(database.db, { entity: 'property', id: nextId(), page: 3, pageSize: 10 });
    for (let i = 0; i < 50; i++) await firstPage(); // warm-up
    console.log(`\n## Record history on ${databaseUrl ? 'PostgreSQL' : 'embedded PGlite'}`);
    report('GET property/{id}/history (page 1)', await concurrently(300, 1, firstPage), 20);
    report('GET property/{id}/history (page 3)', await concurrently(300, 1, lastPage), 20);
  } finally {
    if (databaseUrl) await database.db.execute(sql`delete from audit_log where user_name = ${marker}`);
    await database.close();
    if (tempDir) rmSync(tempDir, { recursive: true, force: true });
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

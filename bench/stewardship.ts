import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../packages/server/src/db/client';
import { seedIfEmpty } from '../packages/server/src/db/seed';
import { listAllInspectionSchedules } from '../packages/server/src/modules/stewardship/stewardship.repo';
import { listMyInspectionsDue } from '../packages/server/src/modules/stewardship/stewardship.service';
import { concurrently, report } from './measure';

/**
 * `npm run stewardship -w bench`: the stewardship schedule (issue 12 §2) of every property in one
 * statement (budget p95 ≤ 100 ms), and an Admin's Inspections Due tile (the same rule, filtered and
 * sorted). With DATABASE_URL on that PostgreSQL database (load the large data set first with
 * `npm run generate -w bench`); with `--pglite <dir>` on an embedded database made by
 * `generate.ts --pglite <dir>`; else on a fresh embedded database with the demo data.
 */
const main = async () => {
  const { values: args } = parseArgs({ options: { pglite: { type: 'string' } } });
  const databaseUrl = process.env.DATABASE_URL;
  const tempDir =
    databaseUrl || args.pglite ? undefined : mkdtempSync(join(tmpdir(), 'records-stewardship-'));
  const database = await openDatabase(
    databaseUrl ? { databaseUrl, poolSize: 4 } : { dataDir: args.pglite ?? join(tempDir as string, 'db') },
  );
  try {
    await database.migrate();
    await seedIfEmpty(database.db, { demo: !databaseUrl && !args.pglite });
    const all = () => listAllInspectionSchedules(database.db);
    const tile = () =>
      listMyInspectionsDue(database.db, { user: { id: 0, roles: ['Admin'] }, page: 1, pageSize: 100 });
    const rows = await all();
    for (let i = 0; i < 10; i++) await all(); // warm-up
    console.log(`\n## Stewardship schedule of ${rows.length.toLocaleString('en-US')} properties`);
    report('schedule of every property', await concurrently(50, 1, all), 100);
    report('GET stewardship/inspectionsDue (Admin, page 1)', await concurrently(50, 1, tile), 100);
  } finally {
    await database.close();
    if (tempDir) rmSync(tempDir, { recursive: true, force: true });
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

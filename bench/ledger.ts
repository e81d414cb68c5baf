import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { openDatabase } from '../packages/server/src/db/client';
import { seedIfEmpty } from '../packages/server/src/db/seed';
import {
  exportLedger,
  getLedger,
  getLedgerTotals,
} from '../packages/server/src/modules/stewardship/accreditation-ledger.service';
import { concurrently, report } from './measure';

/**
 * `npm run ledger -w bench`: the accreditation ledger (issue 21) of every Active instrument. Its first
 * page (budget p95 ≤ 100 ms: the page with its cells and the yearly totals over every easement) and the
 * full ledger workbook (budget ≤ 3 s, the file written to its end). With DATABASE_URL on that PostgreSQL
 * database holding the large data set (`npm run generate -w bench`), read only: the database is not
 * migrated, so nothing in it changes; else on a fresh embedded database with the demo data.
 */
const drain = async (stream: Readable) => {
  let bytes = 0;
  for await (const chunk of stream) bytes += (chunk as Buffer).length;
  return bytes;
};

const main = async () => {
  const databaseUrl = process.env.DATABASE_URL;
  const tempDir = databaseUrl ? undefined : mkdtempSync(join(tmpdir(), 'records-ledger-'));
  const database = await openDatabase(
    databaseUrl ? { databaseUrl, poolSize: 4 } : { dataDir: join(tempDir as string, 'db') },
  );
  try {
    if (!databaseUrl) {
      await database.migrate();
      await seedIfEmpty(database.db, { demo: true });
    }
    const firstPage = (sort: 'project' | 'instrument') => () =>
      getLedger(database.db, { sort, direction: 'asc', page: 1, pageSize: 100 });
    const { total } = await firstPage('project')();
    for (let i = 0; i < 5; i++) await firstPage('project')(); // warm-up
    const totals = () => getLedgerTotals(database.db, {});
    console.log(
      `\n## Accreditation ledger of ${total.toLocaleString('en-US')} easements (Active instruments)`,
    );
    report(
      'GET stewardship/ledger, page 1 of 100, by project',
      await concurrently(30, 1, firstPage('project')),
      100,
    );
    report(
      'GET stewardship/ledger, page 1 of 100, by instrument',
      await concurrently(30, 1, firstPage('instrument')),
      100,
    );
    report('GET stewardship/ledger/totals (every easement, 5 years)', await concurrently(30, 1, totals), 100);
    const exportOnce = async () => {
      const { stream } = await exportLedger(database.db, { sort: 'project', direction: 'asc' });
      return drain(stream);
    };
    const bytes = await exportOnce(); // loads exceljs
    console.log(`${''.padEnd(48)} workbook ${(bytes / 1024 / 1024).toFixed(1)} MB`);
    report('GET stewardship/ledger/export (every easement)', await concurrently(3, 1, exportOnce), 3000);
  } finally {
    await database.close();
    if (tempDir) rmSync(tempDir, { recursive: true, force: true });
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

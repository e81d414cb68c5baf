import { ListLimits } from '@app/domain';
import { asc } from 'drizzle-orm';
import { openDatabase } from '../packages/server/src/db/client';
import { instruments, properties, services } from '../packages/server/src/db/schema';
import { type ExportType, exportSearchResults } from '../packages/server/src/modules/search/search.service';
import { concurrently, report } from './measure';

/** The tables whose first ids the exports take. */
const tables = [
  ['Property', properties],
  ['Instrument', instruments],
  ['Service', services],
] as const satisfies [ExportType, unknown][];

/**
 * `npm run export -w bench`: Export Results of the largest selection the search allows (10,000 ids)
 * for each type, the workbook written and read to its end, as POST {type}/exportsearchresults does
 * (DESIGN §9: ≤ 2 s). On the PostgreSQL database of DATABASE_URL (load the large data set first).
 */
const main = async () => {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('Set DATABASE_URL (the large data set: npm run generate -w bench)');
  const database = await openDatabase({ databaseUrl, poolSize: 4 });
  try {
    console.log(`\n## Export of ${ListLimits.searchExportIds.toLocaleString('en-US')} rows on PostgreSQL`);
    for (const [type, table] of tables) {
      const ids = (
        await database.db
          .select({ id: table.id })
          .from(table)
          .orderBy(asc(table.id))
          .limit(ListLimits.searchExportIds)
      ).map((r) => r.id);
      let bytes = 0;
      const exportAll = async () => {
        const file = await exportSearchResults(database.db, type, ids);
        bytes = 0;
        for await (const chunk of file.stream) bytes += (chunk as Buffer).length;
      };
      await exportAll(); // warm-up
      report(`${type} export (${ids.length} ids)`, await concurrently(5, 1, exportAll), 2000);
      console.log(`${''.padEnd(48)} ${(bytes / 1024).toFixed(0)} KiB workbook`);
    }
  } finally {
    await database.close();
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

import { sql } from 'drizzle-orm';
import { parseConfig } from '../packages/server/src/config';
import { openDatabase } from '../packages/server/src/db/client';
import { projects, properties } from '../packages/server/src/db/schema';
import { seedIfEmpty } from '../packages/server/src/db/seed';
import { benchPlatformApi, startBenchServer } from './api-latency';
import { benchContactSearch } from './contact-search';
import { benchCrmSync } from './crm-sync';
import { benchProjectSummary } from './project-summary';
import { benchPropertyPage } from './property-page';
import { benchStartTime } from './start-time';

/**
 * `npm run bench`. With DATABASE_URL the API figures are taken on that PostgreSQL database (load the
 * large data set first: `DATABASE_URL=... npm run generate -w bench`); without it, on a fresh
 * embedded database with the demo data. The CRM sync runs last: its first full sync changes the data.
 */
const main = async () => {
  console.log('## Start time');
  await benchStartTime();

  const databaseUrl = process.env.DATABASE_URL;
  const config = parseConfig({ PUBLIC_URL: 'http://127.0.0.1:3299', LOG_LEVEL: 'silent' });
  const database = await openDatabase(databaseUrl ? { databaseUrl, poolSize: 20 } : {});
  await database.migrate();
  await seedIfEmpty(database.db, { demo: !databaseUrl });
  const where = databaseUrl ? 'PostgreSQL' : 'embedded PGlite (demo data)';
  // Every 50th record, so the pages measured are spread over the data set, the same every run.
  const sample = async (table: typeof projects | typeof properties) =>
    (await database.db.select({ id: table.id }).from(table).where(sql`${table.id} % 50 = 1`).limit(100)).map(
      (r) => r.id,
    );
  const { app, get } = await startBenchServer(config, database);
  try {
    console.log(`\n## Platform API on ${where}`);
    await benchPlatformApi(get, database);
    console.log(`\n## Contact search on ${where}`);
    await benchContactSearch(get);
    console.log(`\n## Project summary on ${where}`);
    await benchProjectSummary(get, await sample(projects));
    console.log(`\n## Property page on ${where}`);
    await benchPropertyPage(get, await sample(properties));
    console.log(`\n## CRM sync on ${where}`);
    await benchCrmSync(database);
  } finally {
    await app.close();
    await database.close();
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

import { parseConfig } from '../packages/server/src/config';
import { openDatabase } from '../packages/server/src/db/client';
import { seedIfEmpty } from '../packages/server/src/db/seed';
import { benchPlatformApi } from './api-latency';
import { benchStartTime } from './start-time';

/**
 * `npm run bench`. With DATABASE_URL the API figures are taken on that PostgreSQL database (load the
 * large data set first with `npm run generate -w bench`); without it, on a fresh embedded database
 * with the demo data.
 */
const main = async () => {
  console.log('## Start time');
  await benchStartTime();

  const databaseUrl = process.env.DATABASE_URL;
  const config = parseConfig({ PUBLIC_URL: 'http://127.0.0.1:3299', LOG_LEVEL: 'silent' });
  const database = await openDatabase(databaseUrl ? { databaseUrl, poolSize: 20 } : {});
  await database.migrate();
  await seedIfEmpty(database.db, { demo: !databaseUrl });
  console.log(`\n## Platform API on ${databaseUrl ? 'PostgreSQL' : 'embedded PGlite (demo data)'}`);
  try {
    await benchPlatformApi(config, database);
  } finally {
    await database.close();
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

import { buildApp } from './app';
import { ConfigError, parseConfig } from './config';
import { openDatabase } from './db/client';
import { seedIfEmpty } from './db/seed';
import { demoAccounts } from './db/seed/accounts';

const start = async () => {
  const config = parseConfig(process.env);
  const startedAt = performance.now();
  const database = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
  );
  await database.migrate();
  const { seeded } = await seedIfEmpty(database.db, { demo: config.seedDemo });
  const app = await buildApp({ config, db: database.db, logger: { level: config.logLevel } });
  await app.listen({ port: config.port, host: config.host });

  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
  const lines = [
    '',
    `Conservation records is running at ${config.publicUrl}`,
    `Database: ${where}${seeded ? ', demo data seeded' : ''} (ready in ${Math.round(performance.now() - startedAt)} ms)`,
  ];
  if (config.oidc.builtIn) {
    lines.push('Demo accounts (built-in sign-in):');
    for (const a of demoAccounts)
      lines.push(`  ${a.username.padEnd(12)} ${a.password.padEnd(18)} ${a.label}`);
  }
  console.log(`${lines.join('\n')}\n`);

  const stop = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
};

start().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});

import { ConfigError, parseConfig } from './config';
import { demoAccounts } from './db/seed/accounts';
import { stopGracefully } from './lib/graceful-stop';
import { StartupError, startServer } from './startup';

const start = async () => {
  const config = parseConfig(process.env);
  const { app, database, seeded, readyMs } = await startServer(config);
  // Before the banner: whoever waits for it may stop the server at once, and must get a clean stop.
  // The requests in progress finish first; the database closes after the last.
  const stop = async () => {
    await stopGracefully(app, config.shutdownTimeoutMs);
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);

  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
  const lines = [
    '',
    `Conservation records is running at ${config.publicUrl}`,
    `Database: ${where}${seeded ? ', demo data seeded' : ''} (ready in ${readyMs} ms)`,
  ];
  // The server itself speaks plain http, so an https address means a proxy in front: unless it is
  // trusted, the built-in provider writes http:// addresses into its discovery and redirects.
  if (config.oidc.builtIn && config.publicUrl.startsWith('https://') && config.trustProxy === false)
    lines.push('Note: PUBLIC_URL is https but TRUST_PROXY is not set: set it to the TLS proxy in front.');
  if (config.oidc.builtIn) {
    lines.push('Demo accounts (built-in sign-in):');
    for (const a of demoAccounts)
      lines.push(`  ${a.username.padEnd(12)} ${a.password.padEnd(18)} ${a.label}`);
  }
  console.log(`${lines.join('\n')}\n`);
};

start().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof StartupError ? error.message : error);
  process.exit(1);
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { importJWK, SignJWT } from 'jose';
import { loadProviderSecrets } from '../packages/server/src/auth/provider-secrets.repo';
import { parseConfig } from '../packages/server/src/config';
import { type Database, openDatabase } from '../packages/server/src/db/client';
import {
  instruments,
  localAccounts,
  projects,
  properties,
  services,
  users,
} from '../packages/server/src/db/schema';
import { seedIfEmpty } from '../packages/server/src/db/seed';
import { searchPools } from '../packages/server/src/test/random-searches';
import { benchAdvancedSearch, measureSearchSql, searchPaths } from './advanced-search';
import { benchPlatformApi, measurePlatformSql } from './api-latency';
import { benchBackup } from './backup';
import { benchContactSearch } from './contact-search';
import { benchCrmSync } from './crm-sync';
import { benchCrowd } from './crowd';
import { openDirectSql } from './direct-sql';
import { benchField, fieldPropertyIds } from './field';
import { benchImport } from './import';
import { benchLedger } from './ledger';
import { benchMap, measureMapSql } from './map';
import { benchPage, measurePageSql, openPage } from './page-calls';
import { benchProjectSummary } from './project-summary';
import { benchPropertyPage, measurePropertyPageSql } from './property-page';
import { homeTiles, instrumentPage, servicePage } from './record-pages';
import { benchSearchAny } from './search-any';
import { freePort, startServerProcess } from './server-process';
import { benchStartTime } from './start-time';

/** An access token of a built-in account as the provider of a server at `publicUrl` signs it, valid 2 hours. */
const accountToken = async (database: Database, publicUrl: string, username: 'staff' | 'admin') => {
  const config = parseConfig({ PUBLIC_URL: publicUrl });
  const secrets = await loadProviderSecrets(database.db);
  const [account] = await database.db
    .select()
    .from(localAccounts)
    .where(eq(localAccounts.username, username));
  return new SignJWT({ roles: account.roles, name: account.name, oid: account.oid })
    .setProtectedHeader({ alg: 'RS256', kid: secrets.signingKey.kid, typ: 'at+jwt' })
    .setIssuer(config.oidc.issuer)
    .setAudience(config.oidc.audience)
    .setSubject(account.oid)
    .setExpirationTime('2h')
    .sign(await importJWK(secrets.signingKey, 'RS256'));
};

/**
 * `npm run bench`. With DATABASE_URL the API figures are taken on that PostgreSQL database (load the
 * large data set first: `DATABASE_URL=... npm run generate -w bench`); without it, on a fresh
 * embedded database with the demo data. The server runs in its own process, started as `npm run
 * serve` starts it, and is driven over HTTP from this one; its CPU per call is read from /proc. Each
 * API figure stands beside the same SQL run directly on the driver. The embedded engine serves one
 * process at a time, so there the SQL is measured first, then the database is handed to the server.
 * The CRM sync runs last: its first full sync changes the data. `--api-only` skips the start times
 * and the CRM sync. `--pglite DIR` runs on an embedded database made by `generate.ts --pglite DIR`
 * instead of the demo data (`--only backup --pglite DIR`: the backup figures of the large set).
 */
const main = async () => {
  const { values: args } = parseArgs({
    options: {
      'api-only': { type: 'boolean', default: false },
      'import-properties': { type: 'string', default: '10000' },
      only: { type: 'string' },
      pglite: { type: 'string' },
    },
  });
  // `--only platform,property` runs just those cases (start, platform, property, instrument, service,
  // home, contacts, search, search-any, map, summary, field, ledger, crowd, backup, crm, import).
  const only = args.only?.split(',');
  const apiOnly = args['api-only'] || only !== undefined;
  const runs = (name: string) => !only || only.includes(name);
  if (!apiOnly || only?.includes('start')) {
    console.log('## Start time');
    await benchStartTime();
  }

  const databaseUrl = process.env.DATABASE_URL;
  // `--pglite DIR`: an embedded database made by `generate.ts --pglite DIR`, used as it is.
  const tempDir = databaseUrl || args.pglite ? undefined : mkdtempSync(join(tmpdir(), 'records-bench-'));
  const dataDir = args.pglite ?? (tempDir && join(tempDir, 'db'));
  const backupDir = mkdtempSync(join(tmpdir(), 'records-bench-backups-'));
  const open = () => openDatabase(databaseUrl ? { databaseUrl, poolSize: 10 } : { dataDir });
  try {
    let database = await open();
    await database.migrate();
    await seedIfEmpty(database.db, { demo: !databaseUrl && !args.pglite });
    const where = databaseUrl
      ? 'PostgreSQL'
      : `embedded PGlite (${args.pglite ? `the data set in ${args.pglite}` : 'demo data'})`;
    // Every 50th record, so the pages measured are spread over the data set, the same every run.
    const sample = async (table: typeof projects | typeof properties) =>
      (
        await database.db.select({ id: table.id }).from(table).where(sql`${table.id} % 50 = 1`).limit(100)
      ).map((r) => r.id);
    const projectIds = await sample(projects);
    const propertyIds = await sample(properties);
    // Instruments and services the same way, each with the project its page is opened under.
    const opened = async (table: typeof instruments | typeof services) =>
      (
        await database.db
          .select({ id: table.id, projectId: table.projectId })
          .from(table)
          .where(sql`${table.id} % 50 = 1 and ${table.projectId} is not null`)
          .limit(100)
      ).map((r) => ({ id: r.id, projectId: r.projectId as number }));
    // The home tiles are read for the signed-in staff account (the large data set gives it work).
    const [staffUser] = await database.db
      .select({ id: users.id, roles: localAccounts.roles })
      .from(users)
      .innerJoin(localAccounts, eq(localAccounts.oid, users.oid))
      .where(eq(localAccounts.username, 'staff'));
    const allPages = [
      { name: 'instrument', page: openPage(instrumentPage(await opened(instruments))) },
      { name: 'service', page: openPage(servicePage(await opened(services))) },
      { name: 'home', page: openPage(homeTiles(staffUser)) },
    ];
    const pages = allPages.filter((p) => runs(p.name));
    // PORT keeps the server to a port given (engineers sharing a machine each have their own).
    const port = process.env.PORT ? Number(process.env.PORT) : await freePort();
    const token = await accountToken(database, `http://127.0.0.1:${port}`, 'staff');
    // The field case deletes the inspections it made (Admin only), so the data is left as it was.
    const adminToken = await accountToken(database, `http://127.0.0.1:${port}`, 'admin');
    const fieldIds = runs('field') ? await fieldPropertyIds(database.db) : [];
    const pools = runs('search-any') ? await searchPools(database.db) : null;

    const direct = openDirectSql(database, databaseUrl);
    const platformSql = await measurePlatformSql(direct);
    const pageSql = await measurePropertyPageSql(direct, propertyIds);
    const searchSql = runs('search') ? await measureSearchSql(direct) : null;
    const mapSql = runs('map') ? await measureMapSql(direct) : null;
    const pagesSql = [];
    for (const { page } of pages) pagesSql.push(await measurePageSql(direct, page));
    await direct.close();
    if (!databaseUrl) await database.close();

    // A browser opens up to 6 connections to a site: the crowd of 50 (crowd.ts) may hold 300.
    const server = await startServerProcess({
      port,
      databaseUrl,
      dataDir,
      token,
      maxSockets: 300,
      env: { BACKUP_DIR: backupDir, BACKUP_TIME: 'off' },
    });
    const sqlCpuInServer = !databaseUrl;
    try {
      if (runs('platform')) {
        console.log(`\n## Simple reads on ${where} (server in its own process)`);
        await benchPlatformApi(server, platformSql, { sqlCpuInServer });
      }
      if (runs('property')) {
        console.log(`\n## Property page on ${where}`);
        await benchPropertyPage(server, propertyIds, pageSql, { sqlCpuInServer });
      }
      for (const [index, { page }] of pages.entries()) {
        console.log(`\n## ${page.title[0].toUpperCase()}${page.title.slice(1)} on ${where}`);
        await benchPage(server, page, pagesSql[index], { sqlCpuInServer });
      }
      if (runs('contacts')) {
        console.log(`\n## Contact search on ${where}`);
        await benchContactSearch(server);
      }
      if (searchSql) {
        console.log(`\n## Advanced search on ${where}`);
        await benchAdvancedSearch(server, searchSql, { sqlCpuInServer });
      }
      if (pools) {
        console.log(`\n## Any advanced search on ${where}`);
        await benchSearchAny(server, pools);
      }
      if (mapSql) {
        console.log(`\n## Maps on ${where}`);
        await benchMap(server, token, mapSql, { sqlCpuInServer });
      }
      if (runs('summary')) {
        console.log(`\n## Project summary on ${where}`);
        await benchProjectSummary(server, projectIds);
      }
      if (runs('field')) {
        console.log(`\n## Field monitoring sync on ${where}`);
        await benchField(server, fieldIds, adminToken);
      }
      if (runs('ledger')) {
        console.log(`\n## Accreditation ledger on ${where}`);
        await benchLedger(server);
      }
      if (runs('crowd')) {
        console.log(`\n## A crowd on ${where}`);
        const crowdPages = allPages.map((p) => p.page);
        await benchCrowd(server, crowdPages, searchPaths, databaseUrl ? 'postgres' : 'embedded');
      }
      if (runs('backup')) {
        console.log(`\n## Back up and restore on ${where}`);
        await benchBackup(server, { backupDir, adminToken, databaseUrl });
      }
    } finally {
      await server.stop();
    }

    const crm = !apiOnly || only?.includes('crm');
    // The import writes and undoes 10,000 properties: it runs after the API figures, like the CRM sync.
    const spreadsheetImport = !apiOnly || only?.includes('import');
    if (!crm && !spreadsheetImport) {
      if (databaseUrl) await database.close();
      return;
    }
    if (!databaseUrl) database = await open();
    try {
      if (crm) {
        console.log(`\n## CRM sync on ${where}`);
        await benchCrmSync(database);
      }
      if (spreadsheetImport) {
        console.log(`\n## Spreadsheet import on ${where}`);
        await benchImport(database, Number(args['import-properties']));
      }
    } finally {
      await database.close();
    }
  } finally {
    if (tempDir) rmSync(tempDir, { recursive: true, force: true });
    rmSync(backupDir, { recursive: true, force: true });
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

import type { buildApp as BuildApp } from './app';
import { discoverJwksUri } from './auth/verify-token';
import type { Config } from './config';
import { openDatabase } from './db/client';
import { seedIfEmpty } from './db/seed';
import { copyDatabaseTemplate } from './db/template';
import { scheduleBackups } from './modules/backups/api';

/** Start-up failed because of one setting: main prints this one line, never a library's stack. */
export class StartupError extends Error {
  constructor(
    readonly setting: string,
    cause: unknown,
  ) {
    super(`Cannot start: ${setting}: ${causeText(cause)}`);
  }
}

const pgCodes: Record<string, string> = {
  '3D000': 'the database does not exist',
  '28P01': 'the user name or password was refused',
  '28000': 'the user may not connect',
};

/** The embedded database's file-system errors (Emscripten's numbers), which carry no message. */
const embeddedErrnos: Record<number, string> = {
  2: 'permission denied',
  20: 'a file of that name already exists',
  31: 'it is a file, not a folder',
  44: 'no such file or folder',
  51: 'no space left on the device',
  54: 'part of the path is a file, not a folder',
  63: 'operation not permitted',
  69: 'the file system is read-only',
};

/** What went wrong, in one line: the database's own words for its refusals, the network's otherwise. */
const causeText = (cause: unknown): string => {
  const error = cause as { code?: string; message?: string; name?: string; errno?: unknown; cause?: unknown };
  if (error?.code && error.code in pgCodes) return `${pgCodes[error.code]} (${error.message})`;
  if (error?.code === 'EADDRINUSE') return 'the port is already in use';
  if (error?.code === 'EADDRNOTAVAIL') return 'no interface of this machine has that address';
  if (error?.name === 'ErrnoError' && typeof error.errno === 'number')
    return `the folder cannot be used: ${embeddedErrnos[error.errno] ?? `file-system error ${error.errno}`}`;
  if (error?.name === 'TimeoutError') return 'no answer within the time-out';
  // fetch and Drizzle wrap the network's or the database's own error.
  if ((error?.message === 'fetch failed' || error?.message?.startsWith('Failed query')) && error.cause)
    return causeText(error.cause);
  if (error?.message?.includes('timeout')) return 'no answer within the time-out';
  const text = error?.message?.split('\n')[0] ?? String(cause);
  return text || String(error?.code ?? cause);
};

/** Runs one step of the start, naming the setting it depends on when it fails. */
const step = async <T>(setting: string, run: () => Promise<T>): Promise<T> => {
  try {
    return await run();
  } catch (error) {
    throw new StartupError(setting, error);
  }
};

/**
 * Everything `npm run serve` does before it prints its banner: the authority's keys located (an
 * external provider), the database opened, migrated and seeded if empty, the server listening. Each
 * step that waits on something outside has a time-out, and a failure names its setting.
 */
export const startServer = async (config: Config) => {
  const startedAt = performance.now();
  // The web server's modules load while the embedded engine starts in its worker thread, on the other
  // core (a restart took 2.0 s one after the other). The bundle keeps them in a chunk of their own for
  // this (scripts/builds.mjs).
  const loadingApp: Promise<{ buildApp: typeof BuildApp }> = import('./app');
  loadingApp.catch(() => {}); // awaited below, unless the database fails first
  const jwksUri =
    config.oidc.builtIn || config.oidc.jwksUri
      ? config.oidc.jwksUri
      : await step('OIDC_AUTHORITY', () =>
          discoverJwksUri(config.oidc.authority, config.oidc.discoveryTimeoutMs),
        );
  const databaseSetting = config.databaseUrl ? 'DATABASE_URL' : 'DATA_DIR';
  let fromTemplate = false;
  const database = await step(databaseSetting, async () => {
    fromTemplate = !config.databaseUrl && copyDatabaseTemplate(config);
    const opened = await openDatabase(
      config.databaseUrl
        ? { databaseUrl: config.databaseUrl, connectTimeoutMs: config.databaseConnectTimeoutMs }
        : { dataDir: config.dataDir, inWorker: true },
    );
    try {
      await opened.migrate();
      return opened;
    } catch (error) {
      await opened.close().catch(() => {});
      throw error;
    }
  });
  try {
    const seededNow = await step(databaseSetting, () => seedIfEmpty(database.db, { demo: config.seedDemo }));
    const seeded = seededNow.seeded || fromTemplate;
    const { buildApp } = await loadingApp;
    const app = await buildApp({
      config: { ...config, oidc: { ...config.oidc, jwksUri } },
      db: database.db,
      logger: { level: config.logLevel },
    });
    app.addHook('onClose', scheduleBackups({ db: database.db, config, log: app.log }));
    try {
      await app.listen({ port: config.port, host: config.host });
    } catch (error) {
      // An address this machine does not have, or a name that does not resolve, is HOST's fault.
      const code = (error as { code?: string }).code ?? '';
      const setting = ['EADDRNOTAVAIL', 'ENOTFOUND', 'EAI_AGAIN'].includes(code)
        ? 'HOST'
        : config.port === 3000
          ? 'PORT (default 3000)'
          : 'PORT';
      await app.close().catch(() => {});
      throw new StartupError(setting, error);
    }
    return { app, database, seeded, readyMs: Math.round(performance.now() - startedAt) };
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
};

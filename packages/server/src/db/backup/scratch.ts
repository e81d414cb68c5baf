import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { type Database, openDatabase } from '../client';
import { scratchDatabase } from '../scratch-database';

/** A database a verification restores into, and how to remove it whatever the outcome. */
export type Scratch = { database: Database; remove: () => Promise<void> };

/** PostgreSQL's answer when the role may not create databases. */
const insufficientPrivilege = '42501';

/** An embedded database in a new folder under `root`, removed with the folder. */
const embeddedScratch = async (root: string): Promise<Scratch> => {
  const folder = await mkdtemp(join(root, 'records-verify-'));
  const removeFolder = () => rm(folder, { recursive: true, force: true });
  const database = await openDatabase({ dataDir: join(folder, 'db'), inWorker: true }).catch(
    async (error) => {
      await removeFolder();
      throw error;
    },
  );
  return {
    database,
    remove: async () => {
      await database.close();
      await removeFolder();
    },
  };
};

/**
 * A new, empty database beside the server's on the same PostgreSQL server, dropped after: a restore there
 * runs at PostgreSQL's speed (a 4.6 GB backup restored into an embedded scratch database ran over 35
 * minutes unfinished). A role that may not create databases verifies embedded instead, and says so.
 */
const postgresScratch = async (databaseUrl: string, root: string): Promise<Scratch> => {
  const suffix = `verify_${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const made = await scratchDatabase(databaseUrl, { suffix, copy: false }).catch((error) => {
    if ((error as { code?: string }).code !== insufficientPrivilege) throw error;
    console.warn(
      `Verification: this PostgreSQL role may not create a scratch database (${(error as Error).message}); verifying in a scratch embedded database instead, which is much slower for a large backup.`,
    );
    return undefined;
  });
  if (!made) return embeddedScratch(root);
  const database = await openDatabase({ databaseUrl: made.url, poolSize: 2 }).catch(async (error) => {
    await made.drop();
    throw error;
  });
  return {
    database,
    remove: async () => {
      await database.close().catch(() => {});
      await made.drop();
    },
  };
};

/** Where a backup is verified: beside the server's PostgreSQL database when it has one, else embedded under `root`. */
export const openScratch = (root: string, databaseUrl?: string): Promise<Scratch> =>
  databaseUrl ? postgresScratch(databaseUrl, root) : embeddedScratch(root);

import { openDatabase } from './client';
import { seedIfEmpty } from './seed';

/**
 * The template a fresh embedded database is copied from: a PGlite data folder, migrated, with the
 * lookup lists, accounts and demo data. It holds no signing keys: each server makes its own on its
 * first start. Written by the server build (scripts/builds.mjs).
 */
export const writeDatabaseTemplate = async (dataDir: string) => {
  const database = await openDatabase({ dataDir });
  try {
    await database.migrate();
    await seedIfEmpty(database.db, { demo: true });
  } finally {
    await database.close();
  }
};

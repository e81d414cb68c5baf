import { cpSync, existsSync, readdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Beside the compiled server (packages/server/dist), written by its build; absent when running the TypeScript. */
const templateDir = resolve(dirname(fileURLToPath(import.meta.url)), 'template-db');

/**
 * Creates a new embedded database as a copy of the build's template (migrated, lookups, accounts and
 * demo data already in: a first start skips seconds of migrating and seeding). Only for a data folder
 * that does not exist yet or is empty, with the demo data wanted, and when a build wrote a template;
 * answers whether it copied. The migrations still run after, so a template behind the code catches up.
 */
export const copyDatabaseTemplate = (
  { dataDir, seedDemo }: { dataDir: string; seedDemo: boolean },
  from = templateDir,
) => {
  if (!seedDemo || !existsSync(resolve(from, 'PG_VERSION'))) return false;
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) return false;
  cpSync(from, dataDir, { recursive: true });
  return true;
};

import { readFile } from 'node:fs/promises';
import { ConfigError, parseConfig } from '../config';
import { openDatabase } from '../db/client';
import { seedIfEmpty } from '../db/seed';
import { directoryCsvColumns, importDirectoryCsv } from './csv-import';

const help = `Imports accounts into the built-in CRM directory (CRM_CONNECTOR=directory).

Usage: npm run crm:import -- file.csv

The file needs a header row with these columns (any order), then one account a row:
  ${directoryCsvColumns.join(',')}

  crmId       required; the account's id in the CRM (letters, digits, . - _; at most 50)
  name        name or fullName is required (each at most 200)
  address     at most 200; city at most 100; state two letters; postalCode at most 10
  email       an email address
  phoneN      up to three phones, each a phoneNType (e.g. Home) and a phoneN number, both or neither

Fields with commas, quotes or line breaks go in double quotes, a quote inside doubled ("").
If any row is bad, every problem is listed with its line and nothing is imported. Existing
crmIds are updated. The database is the server's: DATABASE_URL, or DATA_DIR for the embedded
one (stop the server first: the embedded database is opened by one process at a time).
The next contact sync copies the imported accounts into the contacts.`;

const shownErrors = 50;

const main = async () => {
  const args = process.argv.slice(2);
  if (args.length !== 1 || args[0] === '--help' || args[0] === '-h') {
    console.log(help);
    process.exit(args.length === 1 ? 0 : 1);
  }
  const text = await readFile(args[0], 'utf8');
  const config = parseConfig(process.env);
  const database = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
  );
  try {
    await database.migrate();
    // As the server's first start would: seeding later would collide with imported crmIds.
    await seedIfEmpty(database.db, { demo: config.seedDemo });
    const result = await importDirectoryCsv(database.db, text);
    if (!result.ok) {
      console.error(`Nothing was imported: ${result.errors.length} problem(s) in ${args[0]}.`);
      for (const error of result.errors.slice(0, shownErrors)) console.error(`  ${error}`);
      if (result.errors.length > shownErrors)
        console.error(`  ... and ${result.errors.length - shownErrors} more.`);
      process.exitCode = 1;
      return;
    }
    console.log(
      `Imported ${args[0]}: ${result.created} added, ${result.updated} updated, ${result.unchanged} unchanged.`,
    );
  } finally {
    await database.close();
  }
};

main().catch((error: unknown) => {
  console.error(
    error instanceof ConfigError ? error.message : error instanceof Error ? error.message : error,
  );
  process.exit(1);
});

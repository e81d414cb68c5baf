import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { importMappingSchema, importProgressText, Role } from '@app/domain';
import { ConfigError, parseConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { seedIfEmpty } from '../../db/seed';
import { AppError } from '../../lib/errors';
import { checkImportFile, commitImportFile, type ImportProgress } from './imports.service';

const help = `Imports projects, properties (with localities and tax parcels), instruments and their
property links, past services and inspections, and contact links from an Excel workbook (.xlsx)
or a CSV file: the same check and the same writes as the Admin page "Import".

Usage: npm run import -- FILE [--check] [--mapping MAPPING.json] [--as "Full Name"]

  --check      check the file and list its problems; nothing is written
  --mapping    the column and value mapping, as the Admin page keeps it:
               { "Sheet": { "kind": "properties", "columns": { "Header": "name" },
                            "values": { "primaryLocality": { "Albemarle": "Albemarle County" } } } }
  --as         the name History shows beside the imported records (default: Command line import)

Sheets are matched to kinds by name (Projects, Properties, Tax Parcels, Instruments,
Instrument Properties, Services, Contact Links), columns by header. If any row has a problem, every problem is listed
with its sheet, row and column and nothing is written; otherwise everything is written as one
import batch, which the Admin page can undo. The database is the server's: DATABASE_URL, or
DATA_DIR for the embedded one (stop the server first: it is opened by one process at a time).`;

const shownProblems = 50;

const argument = (args: string[], name: string) => {
  const at = args.indexOf(name);
  return at === -1 ? undefined : args[at + 1];
};

const main = async () => {
  const args = process.argv.slice(2);
  const file = args.find((a, i) => !a.startsWith('--') && !['--mapping', '--as'].includes(args[i - 1] ?? ''));
  if (!file || args.includes('--help') || args.includes('-h')) {
    console.log(help);
    process.exit(file ? 0 : 1);
  }
  const mappingFile = argument(args, '--mapping');
  const mapping = mappingFile
    ? importMappingSchema.parse(JSON.parse(await readFile(mappingFile, 'utf8')))
    : undefined;
  const input = { bytes: await readFile(file), fileName: basename(file), mapping };
  const caller = {
    user: { id: 0, roles: [Role.Admin] },
    actor: { userId: null, name: argument(args, '--as') ?? 'Command line import' },
  };
  const config = parseConfig(process.env);
  const database = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
  );
  const progress: ImportProgress = (step) => {
    process.stderr.write(`\r${importProgressText(step)}   `);
  };
  try {
    await database.migrate();
    await seedIfEmpty(database.db, { demo: config.seedDemo });
    const report = await checkImportFile(database.db, input, caller, progress);
    process.stderr.write('\n');
    for (const sheet of report.sheets)
      console.log(
        `${sheet.sheet}: ${sheet.kind || 'not imported'}, ${sheet.rows} rows (${sheet.created} new, ${sheet.updated} updated, ${sheet.rowsWithErrors} with problems)`,
      );
    if (!report.ok) {
      console.error(`Nothing was imported: ${report.issueCount} problem(s) in ${file}.`);
      for (const issue of report.issues.slice(0, shownProblems))
        console.error(
          `  ${issue.sheet} row ${issue.row}${issue.column ? ` column ${issue.column}` : ''}${issue.header ? ` (${issue.header})` : ''}: ${issue.message}`,
        );
      if (report.issueCount > shownProblems)
        console.error(`  ... and ${report.issueCount - shownProblems} more.`);
      process.exitCode = 1;
      return;
    }
    if (args.includes('--check')) {
      console.log('No problems found; nothing was written (--check).');
      return;
    }
    const { batch } = await commitImportFile(database.db, input, caller, progress);
    process.stderr.write('\n');
    console.log(`Imported ${file} as import ${batch.id}:`);
    for (const [kind, counts] of Object.entries(batch.counts))
      console.log(`  ${kind}: ${counts.created} new, ${counts.updated} updated`);
  } finally {
    await database.close();
  }
};

main().catch((error: unknown) => {
  console.error(
    error instanceof ConfigError || error instanceof AppError || error instanceof Error
      ? error.message
      : error,
  );
  process.exit(1);
});

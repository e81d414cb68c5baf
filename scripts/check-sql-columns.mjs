// Refuses a column written bare (`${table.column}`) inside a `sql` template that holds a subquery:
// in a one-table select Drizzle drops the table name, and the subquery then reads its own column
// of that name. Such columns go through `qualified()` (packages/server/src/db/qualified.ts).
// Run by `npm run lint`; `node scripts/check-sql-columns.mjs FILE...` checks just those files.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const schemaFolder = 'packages/server/src/db/schema';
/** The schema's tables by their exported names (pgTable, lookupTable, linkTable). */
const schemaTables = new Set(
  execFileSync('git', ['ls-files', '-co', '--exclude-standard', schemaFolder])
    .toString()
    .split('\n')
    .filter((file) => file.endsWith('.ts'))
    .flatMap((file) => [
      ...readFileSync(file, 'utf8').matchAll(/export const (\w+) = (?:pgTable|lookupTable|linkTable)\(/g),
    ])
    .map((match) => match[1]),
);

/** `${table.column}`, `${s.table.column}` or `${alias.column}`. */
const interpolatedColumn = /\$\{\s*(?:s\.)?([A-Za-z_$][\w$]*)\.([A-Za-z_$][\w$]*)\s*\}/g;
const sqlTemplate = /\bsql(?:<[^`]*?>)?`([^`]*)`/gs;

export const findBareColumns = (text) => {
  const aliases = new Set([...text.matchAll(/const (\w+) = alias\(/g)].map((match) => match[1]));
  const found = [];
  for (const template of text.matchAll(sqlTemplate)) {
    if (!/\bselect\b/i.test(template[1])) continue;
    for (const column of template[1].matchAll(interpolatedColumn)) {
      if (!schemaTables.has(column[1]) && !aliases.has(column[1])) continue;
      const line = text.slice(0, template.index + 4 + column.index).split('\n').length;
      found.push({ line, column: column[0].slice(2, -1).trim() });
    }
  }
  return found;
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const files =
    process.argv.length > 2
      ? process.argv.slice(2)
      : execFileSync('git', ['ls-files', '-co', '--exclude-standard', 'packages/server/src/**/*.ts'])
          .toString()
          .split('\n')
          .filter((file) => file.endsWith('.ts') && !file.includes('/migrations/'));

  let failures = 0;
  for (const file of files) {
    for (const { line, column } of findBareColumns(readFileSync(file, 'utf8'))) {
      failures++;
      console.error(`${file}:${line} \${${column}} inside a subquery: write \${qualified(${column})}`);
    }
  }
  if (failures > 0) {
    console.error(`${failures} bare column(s) in sql subqueries (see packages/server/src/db/qualified.ts)`);
    process.exitCode = 1;
  }
}

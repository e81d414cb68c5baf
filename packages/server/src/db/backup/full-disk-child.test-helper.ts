import { readdirSync, readFileSync } from 'node:fs';
import { openDatabase } from '../client';
import { withSession } from './session';
import { writeBackup } from './write';

/**
 * A backup onto a disk that fills up, in a process of its own (full-disk.test.ts mounts a small
 * tmpfs for it): `tsx full-disk-child.test-helper.ts DIR SOURCE`, SOURCE a PostgreSQL URL or a PGlite
 * dump. Prints what came of it as JSON: the error, what is left in DIR, and a query answered after.
 */
const [dir, source] = process.argv.slice(2);
const database = source.startsWith('postgres')
  ? await openDatabase({ databaseUrl: source, poolSize: 2 })
  : await openDatabase({ loadDataDir: new Blob([readFileSync(source)]) });
const error = await writeBackup({ database, dir }).then(
  () => null,
  (e: Error) => e.message,
);
const [{ n }] = await withSession(database, ({ query }) =>
  query<{ n: number }>('select count(*)::int as n from contacts'),
);
console.log(JSON.stringify({ error, left: readdirSync(dir), contacts: n }));
await database.close();

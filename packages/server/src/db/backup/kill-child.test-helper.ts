import { readFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { openDatabase } from '../client';
import { writeBackup } from './write';

/**
 * A backup taken slowly (each write waits a little) in a process of its own, for the test that kills
 * it part-way: `tsx kill-child.test-helper.ts DIR SOURCE`, SOURCE a PostgreSQL URL or a PGlite dump.
 */
const [dir, source] = process.argv.slice(2);
const database = source.startsWith('postgres')
  ? await openDatabase({ databaseUrl: source, poolSize: 2 })
  : await openDatabase({ loadDataDir: new Blob([readFileSync(source)]) });
await writeBackup({
  database,
  dir,
  files: {
    open: async (path, flags) => {
      const handle = await open(path, flags);
      const write = handle.write.bind(handle);
      return Object.assign(handle, {
        write: async (bytes: Uint8Array) => {
          await new Promise((wake) => setTimeout(wake, 20));
          return write(bytes);
        },
      }) as typeof handle;
    },
  },
});
console.log('finished');
await database.close();

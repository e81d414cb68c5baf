import { openDatabase } from '../client';
import { answerParent } from './apart';
import { explained, writeSnapshot } from './write';

/**
 * A served embedded database's backup, read from a copy of its folder in a process of its own
 * (`writeBackup` with `dataDir`): `backup-process COPY DIR AT`, AT the moment the copy stands for (the
 * backup's time). The copy is this process's alone, so its one transaction keeps no request waiting.
 * Answers the written backup by IPC.
 */
const [copy, dir, at] = process.argv.slice(2);
// The server is gone (killed): nobody waits for this backup; the next one removes its `.partial`.
process.on('disconnect', () => process.exit(1));
const written = openDatabase({ dataDir: copy }).then(async (database) => {
  try {
    return await writeSnapshot({ database, dir, now: () => new Date(at) });
  } catch (error) {
    throw explained(error, dir);
  } finally {
    await database.close();
  }
});
answerParent(written);

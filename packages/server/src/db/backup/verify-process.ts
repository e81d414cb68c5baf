import { answerParent } from './apart';
import { verifyBackup } from './verify';

/**
 * A backup's verification in a process of its own (`verifyApart` in job.ts): `verify-process FILE
 * SCRATCH_ROOT`, with VERIFY_DATABASE_URL when the server runs on PostgreSQL, answering its outcome by IPC. The scratch embedded database a verification restores
 * into holds several hundred MB while it works; in the server's own process that memory would stay
 * with the server (and its single engine thread would compete with the one serving requests).
 */
const [file, scratchRoot] = process.argv.slice(2);
answerParent(
  verifyBackup(file, { scratchRoot, databaseUrl: process.env.VERIFY_DATABASE_URL || undefined }).then(
    () => null,
  ),
);

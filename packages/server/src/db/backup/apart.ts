import { fork } from 'node:child_process';
import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BackupError } from './check';

/** What a process of its own answers by IPC: its result, or the message of what failed. */
export type Outcome<T> = { ok: true; result: T } | { ok: false; message: string };

/** Built (`npm start`), this code is a bundle beside `<name>.mjs`; from the sources, run through tsx. */
const built = extname(fileURLToPath(import.meta.url)) === '.mjs';

/**
 * Runs `<name>.ts` (verify-process, backup-process) in a child process, so its embedded database's
 * memory and engine thread are never the server's: answers its result, or rejects with its own
 * message, or the child's end if it died (`what` names it then).
 */
export const runApart = <T>(name: string, args: string[], what: string, env: NodeJS.ProcessEnv = {}) =>
  new Promise<T>((done, fail) => {
    const script = fileURLToPath(new URL(built ? `./${name}.mjs` : `./${name}.ts`, import.meta.url));
    const child = fork(script, args, {
      execArgv: built ? [] : ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      // Settings such as a database URL go by environment, never as arguments a process list shows.
      env: { ...process.env, ...env },
    });
    let outcome: Outcome<T> | undefined;
    child.on('message', (message: Outcome<T>) => {
      outcome = message;
    });
    child.on('error', fail);
    child.on('exit', (code, signal) => {
      if (outcome?.ok) done(outcome.result);
      else fail(new BackupError(outcome?.message ?? `The ${what} stopped (${signal ?? `exit ${code}`})`));
    });
  });

/** The child's side: sends the outcome of `work` to the parent and exits once it is sent. */
export const answerParent = <T>(work: Promise<T>) =>
  work
    .then(
      (result) => ({ ok: true, result }) as Outcome<T>,
      (error: unknown) =>
        ({ ok: false, message: error instanceof Error ? error.message : String(error) }) as Outcome<T>,
    )
    .then((outcome) => process.send?.(outcome, () => process.exit(0)));

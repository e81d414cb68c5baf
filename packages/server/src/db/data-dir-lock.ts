import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/**
 * One server process per embedded data folder. PGlite does not lock its folder, and two processes on
 * one folder both hand out the same ids and lose each other's writes, so a start takes `<DATA_DIR>.lock`
 * (linked into place whole, so it is never seen half-written) and refuses while the process named in it
 * lives. A lock left by a killed process (its pid gone, or our own pid after a container restart) is
 * taken over.
 */
export const lockDataDir = (dataDir: string): (() => void) => {
  const path = `${resolve(dataDir)}.lock`;
  mkdirSync(dirname(path), { recursive: true });
  for (let attempt = 0; attempt < 3; attempt++) {
    const draft = `${path}.${process.pid}`;
    writeFileSync(draft, JSON.stringify({ pid: process.pid, since: new Date().toISOString() }));
    try {
      linkSync(draft, path);
      const release = () => rmSync(path, { force: true });
      process.once('exit', release);
      return () => {
        process.off('exit', release);
        release();
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(path);
      if (holder && holder.pid !== process.pid && isAlive(holder.pid))
        throw new Error(
          `the data folder ${resolve(dataDir)} is in use by process ${holder.pid} (since ${holder.since}); stop it or set DATA_DIR to another folder`,
        );
      rmSync(path, { force: true }); // stale: its process is gone
    } finally {
      rmSync(draft, { force: true });
    }
  }
  throw new Error(`the data folder ${resolve(dataDir)} could not be locked (${path})`);
};

type Holder = { pid: number; since: string };

const readHolder = (path: string): Holder | undefined => {
  try {
    const holder = JSON.parse(readFileSync(path, 'utf8')) as Partial<Holder>;
    return typeof holder.pid === 'number' ? { pid: holder.pid, since: String(holder.since) } : undefined;
  } catch {
    return undefined; // unreadable: treated as stale
  }
};

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

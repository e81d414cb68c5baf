import { linkSync, mkdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { dirname } from 'node:path';

/** How often the holder touches its lock, and how long an untouched lock of another machine is believed. */
export const lockRenewMs = 10_000;
export const lockStaleMs = 30_000;

/**
 * Who holds the lock. A pid alone is not a process: after a reboot or a container restart the pid of a
 * killed server may be any other process's, and the start was refused, telling the user to stop it. The
 * host, the kernel's boot id and the process's start time (Linux) name one process; `pid` and `since`
 * alone are a lock written before they were recorded.
 */
type Holder = { pid: number; since: string; host?: string; boot?: string; started?: string };

const readOr = (path: string, fallback: string) => {
  try {
    return readFileSync(path, 'utf8').trim();
  } catch {
    return fallback;
  }
};

/** The kernel's id of this boot (Linux; '' elsewhere): the same on the host and in its containers. */
const bootId = () => readOr('/proc/sys/kernel/random/boot_id', '');

/** When the process started, in clock ticks since boot (field 22 of /proc/<pid>/stat); '' if unknown. */
const startOf = (pid: number) => {
  const stat = readOr(`/proc/${pid}/stat`, '');
  // The command name (field 2) may hold spaces and parentheses: count from the last ')'.
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? '';
};

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Why the holder still holds the folder, as the message's end; undefined when its lock is stale. */
const stillHeld = (holder: Holder, lockPath: string): string | undefined => {
  // This machine before its last boot: every process of that boot is gone.
  if (holder.host === hostname() && holder.boot !== bootId()) return undefined;
  if (holder.host === undefined || holder.host === hostname()) {
    if (holder.pid === process.pid || !isAlive(holder.pid)) return undefined;
    // The pid lives: the same process only if it started when the holder did (where that can be told).
    const started = holder.started && startOf(holder.pid);
    if (started && started !== holder.started) return undefined;
    return `is in use by process ${holder.pid} (since ${holder.since}): stop that server, or set DATA_DIR to another folder`;
  }
  // Another machine or container (a shared volume): its processes cannot be seen, but a live holder
  // renews its lock every few seconds.
  const renewed = statSync(lockPath, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  if (Date.now() - renewed > lockStaleMs) return undefined;
  return `is in use by process ${holder.pid} on host ${holder.host} (since ${holder.since}): stop that server, or set DATA_DIR to another folder (a lock no server renews is taken over after ${lockStaleMs / 1000} s)`;
};

const readHolder = (path: string): Holder | undefined => {
  try {
    const holder = JSON.parse(readFileSync(path, 'utf8')) as Partial<Holder>;
    return typeof holder.pid === 'number'
      ? ({ ...holder, since: String(holder.since) } as Holder)
      : undefined;
  } catch {
    return undefined; // unreadable: treated as stale
  }
};

/**
 * One server process per embedded data folder. PGlite does not lock its folder, and two processes on
 * one folder both hand out the same ids and lose each other's writes, so a start takes `<dataDir>.lock`
 * (linked into place whole, so it is never seen half-written) and refuses while the process named in it
 * runs. A lock whose process is gone (or is another process under a reused pid) is taken over. `dataDir`
 * is the folder's real path, so two spellings of one folder (a symlink) share one lock.
 */
export const lockDataDir = (dataDir: string): (() => void) => {
  const path = `${dataDir}.lock`;
  mkdirSync(dirname(path), { recursive: true });
  const me: Holder = {
    pid: process.pid,
    since: new Date().toISOString(),
    host: hostname(),
    boot: bootId(),
    started: startOf(process.pid),
  };
  for (let attempt = 0; attempt < 3; attempt++) {
    const draft = `${path}.${process.pid}`;
    writeFileSync(draft, JSON.stringify(me));
    try {
      linkSync(draft, path);
      const renew = setInterval(() => {
        const now = new Date();
        try {
          utimesSync(path, now, now);
        } catch {
          // Deleted by hand: nothing to renew; the next start takes the folder.
        }
      }, lockRenewMs).unref();
      const release = () => {
        clearInterval(renew);
        rmSync(path, { force: true });
      };
      process.once('exit', release);
      return () => {
        process.off('exit', release);
        release();
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(path);
      const held = holder && stillHeld(holder, path);
      if (held) throw new Error(`the data folder ${dataDir} ${held}`);
      rmSync(path, { force: true }); // stale: its process is gone
    } finally {
      rmSync(draft, { force: true });
    }
  }
  throw new Error(`the data folder ${dataDir} could not be locked (${path})`);
};

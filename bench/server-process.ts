import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');

/** Clock ticks per second of /proc/<pid>/stat's CPU times (100 on Linux almost always). */
const ticksPerSecond = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** CPU time (user + system, every thread) a process has used so far, in ms, from /proc/<pid>/stat. */
export const processCpuMs = (pid: number) => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name (field 2) may hold spaces: count fields after its closing parenthesis.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const [utime, stime] = [Number(fields[11]), Number(fields[12])];
  return ((utime + stime) * 1000) / ticksPerSecond;
};

/** A process's resident memory now, in MB, from /proc/<pid>/status (VmRSS). */
export const processRssMb = (pid: number) => {
  const rss = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!rss) throw new Error(`no VmRSS for process ${pid}`);
  return Number(rss[1]) / 1024;
};

/** The RSS of a process's children together (a backup's or a verification's own process), 0 without any. */
export const childrenRssMb = (pid: number) => {
  let children: string[];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
  } catch {
    return 0;
  }
  return children.reduce((sum, child) => {
    try {
      return sum + processRssMb(Number(child));
    } catch {
      return sum; // exited between the listing and the read
    }
  }, 0);
};

export const freePort = () =>
  new Promise<number>((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => done(port));
    });
  });

export type ServerProcess = {
  port: number;
  pid: number;
  /** GET with the bearer token, as a browser sends it (compression accepted); throws unless 200 or 304. */
  get: (path: string, headers?: Record<string, string>) => Promise<{ status: number; etag?: string }>;
  /**
   * Any call with the bearer token and a body (JSON, or raw bytes sent as they are); answers the
   * parsed JSON answer; throws unless 2xx, with the server's answer in the message.
   */
  send: <T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ) => Promise<T>;
  /** The server process's CPU time so far, in ms. */
  cpuMs: () => number;
  stop: () => Promise<void>;
};

/**
 * Starts the server exactly as `npm run serve` does (`node scripts/start.mjs --no-web`: the compiled
 * server, rebuilt first only if its sources changed),
 * in its own process, on a free port and the given database: the figures are then the server's own
 * (its CPU read from /proc, the client's work done here in another process), not the bench's.
 */
export const startServerProcess = async (options: {
  port: number;
  databaseUrl?: string;
  dataDir?: string;
  /** The bearer token sent with every request. */
  token: string;
  /** How many requests may be in flight at once (keep-alive connections). */
  maxSockets?: number;
  /** More options for node (`--cpu-prof` to profile the server). */
  nodeOptions?: string[];
  /** More settings (`BACKUP_DIR`, say). */
  env?: Record<string, string>;
}): Promise<ServerProcess> => {
  const { port, token } = options;
  const child: ChildProcess = spawn(
    process.execPath,
    [...(options.nodeOptions ?? []), join(root, 'scripts/start.mjs'), '--no-web'],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        LOG_LEVEL: 'silent',
        DATABASE_URL: options.databaseUrl ?? '',
        DATA_DIR: options.dataDir ?? '',
        SEED_DEMO: 'false',
        ...options.env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.maxSockets ?? 32 });
  const get: ServerProcess['get'] = (path, headers = {}) =>
    new Promise((done, fail) => {
      const request = http.get(
        {
          agent,
          host: '127.0.0.1',
          port,
          path,
          headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip', ...headers },
        },
        (res) => {
          res.resume();
          res.once('end', () => {
            const status = res.statusCode ?? 0;
            if (status !== 200 && status !== 304) fail(new Error(`${path} answered ${status}`));
            else done({ status, etag: res.headers.etag });
          });
          res.on('error', fail);
        },
      );
      request.on('error', fail);
    });
  const send: ServerProcess['send'] = (method, path, body, headers = {}) =>
    new Promise((done, fail) => {
      const raw = body instanceof Uint8Array;
      const payload = body === undefined ? undefined : raw ? body : Buffer.from(JSON.stringify(body));
      const request = http.request(
        {
          agent,
          method,
          host: '127.0.0.1',
          port,
          path,
          headers: {
            authorization: `Bearer ${token}`,
            ...(payload && !raw ? { 'content-type': 'application/json' } : {}),
            ...(payload ? { 'content-length': payload.length } : {}),
            ...headers,
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.once('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            const status = res.statusCode ?? 0;
            if (status < 200 || status > 299)
              fail(new Error(`${method} ${path} answered ${status}: ${text}`));
            else done(text ? JSON.parse(text) : undefined);
          });
          res.on('error', fail);
        },
      );
      request.on('error', fail);
      request.end(payload);
    });
  const stop = async () => {
    agent.destroy();
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
  };
  try {
    for (const started = Date.now(); ; ) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
      if (Date.now() - started > 120_000) throw new Error('the server did not answer within 2 minutes');
      try {
        const res = await fetch(`http://127.0.0.1:${port}/config.json`);
        if (res.ok) break;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { port, pid: child.pid as number, get, send, cpuMs: () => processCpuMs(child.pid as number), stop };
};

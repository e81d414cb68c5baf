import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Query } from './session';

/**
 * pg_dump on the PATH when its major version is the server's (an older one refuses a newer server, and
 * a newer one writes a file an older pg_restore cannot read): answers its name, or nothing.
 */
export const matchingPgDump = async (query: Query): Promise<string | undefined> => {
  const [{ major }] = await query<{ major: number }>(
    `select (current_setting('server_version_num')::int / 10000) as major`,
  );
  try {
    const { stdout } = await promisify(execFile)('pg_dump', ['--version'], { timeout: 10_000 });
    const ours = /(\d+)(?:\.\d+)?/.exec(stdout)?.[1];
    return Number(ours) === Number(major) ? 'pg_dump' : undefined;
  } catch {
    return undefined;
  }
};

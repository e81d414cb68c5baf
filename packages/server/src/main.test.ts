import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { copyDatabaseTemplate } from './db/template';
import { freePort } from './test/free-port';

/** What `npm run serve` prints, read from a real server process. */
const main = new URL('./main.ts', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'records-main-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// The embedded database even when the suite runs against PostgreSQL (.ci/run sets DATABASE_URL).
const { DATABASE_URL: _ignored, ...inherited } = process.env;

/** Starts the server and answers everything it printed until it listened (then stops it) or exited. */
const run = async (env: Record<string, string>) => {
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    env: { ...inherited, LOG_LEVEL: 'silent', SEED_DEMO: 'false', PORT: String(await freePort()), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const listening = await new Promise<boolean>((done) => {
    const read = (chunk: Buffer) => {
      output += chunk;
      if (output.includes('Demo accounts')) done(true);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', () => done(false));
  });
  if (listening) {
    child.kill('SIGTERM');
    await new Promise((done) => child.once('exit', done));
  }
  return { listening, output, lines: output.trim().split('\n') };
};

describe('the start', () => {
  it('names every bad setting in one line', async () => {
    const { listening, lines } = await run({ PORT: 'eighty', SEED_DEMO: 'maybe' });
    expect(listening).toBe(false);
    expect(lines).toEqual([
      'Invalid configuration: PORT: Invalid input: expected number, received NaN; SEED_DEMO: Invalid option: expected one of "0"|"1"|"true"|"false"',
    ]);
  });

  it('serves from a data folder reached through a symbolic link, with the banner first', async () => {
    const real = join(dir, 'real');
    // A database made already (the engine could open none through a link, new or not).
    copyDatabaseTemplate({ dataDir: real, seedDemo: true }, inject('pgliteTemplateDir'));
    symlinkSync(real, join(dir, 'link'));
    const { listening, output, lines } = await run({ DATA_DIR: join(dir, 'link') });
    expect(listening, output).toBe(true);
    // Node 20.19 is supported (README): oidc-provider's "Unsupported runtime" is not printed above it.
    expect(output).not.toContain('Unsupported runtime');
    expect(lines[0]).toMatch(/^Conservation records is running at /);
  }, 300_000);
});

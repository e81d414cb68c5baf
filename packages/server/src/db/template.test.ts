import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { copyDatabaseTemplate } from './template';

let dir: string;
let template: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'template-'));
  template = join(dir, 'template-db');
  mkdirSync(join(template, 'base'), { recursive: true });
  writeFileSync(join(template, 'PG_VERSION'), '17');
  writeFileSync(join(template, 'base', 'table'), 'rows');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('a fresh embedded database from the build template', () => {
  it('copies the template into a data folder that is missing or empty, parents included', () => {
    const dataDir = join(dir, 'data', 'db');
    expect(copyDatabaseTemplate({ dataDir, seedDemo: true }, template)).toBe(true);
    expect(readFileSync(join(dataDir, 'base', 'table'), 'utf8')).toBe('rows');
    const empty = join(dir, 'empty');
    mkdirSync(empty);
    expect(copyDatabaseTemplate({ dataDir: empty, seedDemo: true }, template)).toBe(true);
  });

  it('never touches an existing database, nor copies demo data when SEED_DEMO is off or no build made one', () => {
    const dataDir = join(dir, 'existing');
    mkdirSync(dataDir);
    writeFileSync(join(dataDir, 'PG_VERSION'), '17');
    expect(copyDatabaseTemplate({ dataDir, seedDemo: true }, template)).toBe(false);
    expect(existsSync(join(dataDir, 'base'))).toBe(false);
    expect(copyDatabaseTemplate({ dataDir: join(dir, 'a'), seedDemo: false }, template)).toBe(false);
    expect(copyDatabaseTemplate({ dataDir: join(dir, 'b'), seedDemo: true }, join(dir, 'none'))).toBe(false);
    expect(existsSync(join(dir, 'a')) || existsSync(join(dir, 'b'))).toBe(false);
  });
});

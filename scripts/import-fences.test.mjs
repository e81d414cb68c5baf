// The import fences `npm run lint` keeps are Biome rules in biome.json (noImportCycles, and
// noRestrictedImports per folder). This runs the repository's own configuration over small trees laid
// out like this one, so a change to biome.json that opens a fence fails here.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..');
const biome = join(repo, 'node_modules/.bin/biome');
const { $schema: _schema, ...config } = JSON.parse(readFileSync(join(repo, 'biome.json'), 'utf8'));
const trees = [];
afterAll(() => {
  for (const tree of trees) rmSync(tree, { recursive: true, force: true });
});

/** Lints a tree of the given files (path → source) with the repository's rules; the files and rules that fail. */
const lint = (files) => {
  const root = mkdtempSync(join(tmpdir(), 'import-fences-'));
  trees.push(root);
  writeFileSync(join(root, 'biome.json'), JSON.stringify(config));
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), `${source}\n`);
  }
  const run = spawnSync(biome, ['lint', '--reporter=json', '.'], { cwd: root, encoding: 'utf8' });
  const { diagnostics } = JSON.parse(run.stdout);
  return diagnostics.map((d) => `${d.location.path.file ?? d.location.path} ${d.category}`).sort();
};

const server = 'packages/server/src';
const fenced = (path) => `${path} lint/style/noRestrictedImports`;

describe('the import fences (biome.json)', () => {
  it('pass a tree that keeps them', () => {
    expect(
      lint({
        [`${server}/app.ts`]: "import { registerA } from './modules/a';\nexport const app = registerA;",
        [`${server}/housekeeping.ts`]: "import { b } from './modules/b/api';\nexport const h = b;",
        [`${server}/modules/a/index.ts`]: "export { registerA } from './a.routes';",
        [`${server}/modules/a/a.routes.ts`]: "import { b } from '../b/api';\nexport const registerA = b;",
        [`${server}/modules/b/api.ts`]: "export { b } from './b.service';",
        [`${server}/modules/b/b.service.ts`]: "import { x } from '../../db/x';\nexport const b = x;",
        [`${server}/db/x.ts`]: 'export const x = 1;',
        [`${server}/modules/b/b.routes.test.ts`]: "import { a } from '../a/a.routes';\nexport const t = a;",
        'packages/web/src/components/card.tsx': "import { y } from '../lib/y';\nexport const card = y;",
        'packages/web/src/lib/y.ts': 'export const y = 1;',
        'packages/domain/src/rules.ts': "import { z } from 'zod';\nexport const rules = z;",
      }),
    ).toEqual([]);
  });

  it('refuse a module reaching into another module, or code outside the modules doing so', () => {
    expect(
      lint({
        [`${server}/modules/a/a.service.ts`]: "import { b } from '../b/b.repo';\nexport const a = b;",
        [`${server}/modules/a/a.routes.ts`]: "import { registerB } from '../b';\nexport const a = registerB;",
        [`${server}/modules/b/b.repo.ts`]: 'export const b = 1;',
        [`${server}/modules/b/index.ts`]: 'export const registerB = 1;',
        [`${server}/auth/who.ts`]: "import { b } from '../modules/b/b.repo';\nexport const who = b;",
        [`${server}/startup.ts`]: "import { registerB } from './modules/b';\nexport const s = registerB;",
      }),
    ).toEqual(
      [
        `${server}/auth/who.ts`,
        `${server}/modules/a/a.routes.ts`,
        `${server}/modules/a/a.service.ts`,
        `${server}/startup.ts`,
      ].map(fenced),
    );
  });

  it('refuse a shared component importing a feature, and the domain importing the server or the web app', () => {
    expect(
      lint({
        'packages/web/src/components/card.tsx':
          "import { Thing } from '../features/things';\nexport const c = Thing;",
        'packages/web/src/features/things/index.ts': 'export const Thing = 1;',
        'packages/domain/src/rules.ts': "import { app } from '../../server/src/app';\nexport const r = app;",
        'packages/domain/src/labels.ts': "import { web } from '@app/web';\nexport const l = web;",
      }),
    ).toEqual(
      [
        'packages/domain/src/labels.ts',
        'packages/domain/src/rules.ts',
        'packages/web/src/components/card.tsx',
      ].map(fenced),
    );
  });

  it('refuse an import circle, anywhere and of any length', () => {
    expect(
      lint({
        [`${server}/db/client.ts`]: "import { p } from './postgres';\nexport const c = () => p;",
        [`${server}/db/postgres.ts`]: "import { c } from './client';\nexport const p = () => c;",
        'packages/web/src/lib/a.ts': "import { b } from './b';\nexport const a = () => b;",
        'packages/web/src/lib/b.ts': "import { c } from './c';\nexport const b = () => c;",
        'packages/web/src/lib/c.ts': "import { a } from './a';\nexport const c = () => a;",
      }),
    ).toEqual(
      [
        `${server}/db/client.ts`,
        `${server}/db/postgres.ts`,
        'packages/web/src/lib/a.ts',
        'packages/web/src/lib/b.ts',
        'packages/web/src/lib/c.ts',
      ].map((path) => `${path} lint/suspicious/noImportCycles`),
    );
  });
});

import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const script = join(dirname(fileURLToPath(import.meta.url)), 'check-imports.mjs');
const trees = [];
afterAll(() => {
  for (const tree of trees) rmSync(tree, { recursive: true, force: true });
});

/** Runs the check over a tree of the given files (path → source). */
const check = (files) => {
  const root = mkdtempSync(join(tmpdir(), 'check-imports-'));
  trees.push(root);
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), source);
  }
  const run = spawnSync(process.execPath, [script], { env: { ...process.env, CHECK_IMPORTS_ROOT: root } });
  return { code: run.status, output: run.stderr.toString() };
};

const server = 'packages/server/src';

describe('the import fences', () => {
  it('pass a tree that keeps them', () => {
    expect(
      check({
        [`${server}/app.ts`]: "import { registerA } from './modules/a';",
        [`${server}/modules/a/index.ts`]: "export { registerA } from './a.routes';",
        [`${server}/modules/a/a.routes.ts`]: "import { b } from '../b/api';\nexport const registerA = b;",
        [`${server}/modules/b/api.ts`]: "export { b } from './b.service';",
        [`${server}/modules/b/b.service.ts`]: "import { x } from '../../db/x';\nexport const b = x;",
        [`${server}/db/x.ts`]: 'export const x = 1;',
        'packages/web/src/components/card.tsx': "import { y } from '../lib/y';",
        'packages/domain/src/rules.ts': "import { z } from 'zod';",
      }),
    ).toEqual({ code: 0, output: '' });
  });

  it('refuse a circle, a reach into another module, a component importing a feature and a domain importing the server', () => {
    const { code, output } = check({
      [`${server}/modules/a/a.service.ts`]: "import { b } from '../b/b.service';\nexport const a = 1;",
      [`${server}/modules/b/b.service.ts`]: "import { a } from '../a/api';\nexport const b = 1;",
      [`${server}/modules/a/api.ts`]: "export { a } from './a.service';",
      'packages/web/src/components/card.tsx': "import { Thing } from '../features/things';",
      'packages/web/src/features/things/index.ts': 'export const Thing = 1;',
      'packages/domain/src/rules.ts': "import { app } from '../../server/src/app';",
      [`${server}/app.ts`]: 'export const app = 1;',
    });
    expect(code).toBe(1);
    expect(output).toContain('an import circle of 3 server files');
    expect(output).toContain('modules/a/a.service.ts reaches into module b (b.service.ts)');
    expect(output).toContain("components/card.tsx imports '../features/things'");
    expect(output).toContain("domain/src/rules.ts imports '../../server/src/app'");
  });
});

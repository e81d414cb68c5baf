// docs/architecture.md: a module calls another only through that module's api.ts, and what api.ts
// offers is the module's services, never its repo: a repo function skips the rules and the locks its
// service keeps, and leaves the module's tables open to other modules' queries.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const modulesDir = dirname(fileURLToPath(import.meta.url));
const serverSrc = join(modulesDir, '..');

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );

const apiFiles = readdirSync(modulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => join(modulesDir, entry.name, 'api.ts'))
  .filter((file) => readdirSync(dirname(file)).includes('api.ts'));
const repoFiles = filesUnder(serverSrc).filter((file) => file.endsWith('.repo.ts'));

describe("the modules' api.ts", () => {
  it('take only types from a repo file', () => {
    const fromRepo = apiFiles.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/(?:import|export)\s+(type\s+)?[^;]*?from\s+'([^']+)'/g)]
        .filter(([, typeOnly, specifier]) => specifier.endsWith('.repo') && !typeOnly)
        .map(([statement]) => `${relative(modulesDir, file)}: ${statement}`),
    );
    expect(fromRepo).toEqual([]);
  });

  it('export no function that a repo file exports, under any name', async () => {
    const repoFunctions = new Map<unknown, string>();
    for (const file of repoFiles)
      for (const [name, value] of Object.entries(await import(file)))
        if (typeof value === 'function') repoFunctions.set(value, `${relative(serverSrc, file)} ${name}`);
    expect(repoFunctions.size).toBeGreaterThan(100);
    const exported = [];
    for (const file of apiFiles)
      for (const [name, value] of Object.entries(await import(file)))
        if (repoFunctions.has(value))
          exported.push(`${relative(modulesDir, file)} ${name} is ${repoFunctions.get(value)}`);
    expect(exported).toEqual([]);
  });
});

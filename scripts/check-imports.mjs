// The import fences `npm run lint` keeps (docs/architecture.md, "Which code may import which"):
// 1. no import circle among the server's source files;
// 2. a server module uses another module only through that module's api.ts (its index.ts registers
//    routes and is for app.ts alone);
// 3. the web app's shared components/ never import a feature;
// 4. packages/domain imports neither the server nor the web app.
// Imports are read with a regular expression over each file (static `import`/`export … from`), which
// is all this code base uses; tests are left out (they may reach into what they test).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

// CHECK_IMPORTS_ROOT: another tree laid out like this one (the script's test gives it one).
const root = process.env.CHECK_IMPORTS_ROOT ?? resolve(dirname(fileURLToPath(import.meta.url)), '..');
const isTest = (file) => /\.(test|test-helper)\.tsx?$/.test(file) || file.includes(`${sep}test${sep}`);

const sourceFiles = (dir) =>
  !existsSync(dir)
    ? []
    : readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        if (statSync(path).isDirectory())
          return name === 'node_modules' || name === 'migrations' ? [] : sourceFiles(path);
        return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') && !isTest(path) ? [path] : [];
      });

const importPattern = /(?:^|\n)\s*(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]/g;
const specifiersOf = (source) => [...source.matchAll(importPattern)].map((m) => m[1]);

/** The file a relative specifier names (`./x` → x.ts, x.tsx or x/index.ts), or null. */
const resolveRelative = (from, specifier) => {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier);
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ])
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return null;
};

const show = (file) => relative(root, file);
const problems = [];

// 1. No circle among the server's files (Tarjan's strongly connected components).
const serverRoot = join(root, 'packages/server/src');
const serverFiles = sourceFiles(serverRoot);
const edges = new Map(
  serverFiles.map((file) => [
    file,
    specifiersOf(readFileSync(file, 'utf8'))
      .map((s) => resolveRelative(file, s))
      .filter((target) => target && !isTest(target)),
  ]),
);
const circles = [];
{
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const visit = (file) => {
    index.set(file, counter);
    low.set(file, counter++);
    stack.push(file);
    onStack.add(file);
    for (const next of edges.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file), low.get(next)));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file), index.get(next)));
    }
    if (low.get(file) === index.get(file)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== file);
      if (component.length > 1) circles.push(component);
    }
  };
  for (const file of serverFiles) if (!index.has(file)) visit(file);
}
for (const circle of circles)
  problems.push(`an import circle of ${circle.length} server files: ${circle.map(show).sort().join(', ')}`);

// 2. Between server modules, only through api.ts.
const modulesRoot = join(serverRoot, 'modules');
const moduleOf = (file) => {
  const inside = relative(modulesRoot, file);
  return inside.startsWith('..') ? null : inside.split(sep)[0];
};
for (const [file, targets] of edges) {
  const from = moduleOf(file);
  for (const target of targets) {
    const to = moduleOf(target);
    if (to === null || to === from) continue;
    const entry = relative(join(modulesRoot, to), target);
    if (from === null && entry === 'index.ts' && file === join(serverRoot, 'app.ts')) continue;
    if (entry !== 'api.ts')
      problems.push(`${show(file)} reaches into module ${to} (${entry}): use modules/${to}/api.ts`);
  }
}

// 3 and 4: fences by folder.
const fences = [
  {
    files: sourceFiles(join(root, 'packages/web/src/components')),
    refused: (target, specifier) =>
      target?.includes(`${sep}web${sep}src${sep}features${sep}`) || /features\//.test(specifier),
    why: 'shared components may not import a feature (features use components, not the other way)',
  },
  {
    files: sourceFiles(join(root, 'packages/domain/src')),
    refused: (target, specifier) =>
      /^@app\/(server|web)/.test(specifier) ||
      (target !== null && !target.startsWith(join(root, 'packages/domain'))),
    why: 'the domain is shared by the server and the web app and imports neither',
  },
];
for (const { files, refused, why } of fences)
  for (const file of files)
    for (const specifier of specifiersOf(readFileSync(file, 'utf8')))
      if (refused(resolveRelative(file, specifier), specifier))
        problems.push(`${show(file)} imports '${specifier}': ${why}`);

if (problems.length > 0) {
  console.error(
    `Import fences crossed (scripts/check-imports.mjs):\n${problems.map((p) => `  ${p}`).join('\n')}`,
  );
  process.exit(1);
}

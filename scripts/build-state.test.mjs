import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isCurrent, sourceHash, writeStamp } from './build-state.mjs';

let root;
const write = (path, text) => {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), text);
};
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'build-state-'));
  write('src/app.ts', 'export const a = 1;');
  write('src/lib/util.ts', 'export const b = 2;');
  write('index.html', '<html></html>');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("npm start's rebuild decision", () => {
  const hash = () => sourceHash(root, ['src', 'index.html', 'missing.json']);

  it('changes with a source file, a new file or a renamed one', () => {
    const before = hash();
    write('src/lib/util.ts', 'export const b = 3;');
    const edited = hash();
    expect(edited).not.toBe(before);
    write('src/lib/more.ts', '');
    expect(hash()).not.toBe(edited);
    rmSync(join(root, 'src/lib/more.ts'));
    expect(hash()).toBe(edited);
    rmSync(join(root, 'src/lib/util.ts'));
    write('src/lib/other.ts', 'export const b = 3;');
    expect(hash()).not.toBe(edited);
  });

  it('ignores modification times, tests, node_modules and dist', () => {
    const before = hash();
    utimesSync(join(root, 'src/app.ts'), new Date(2000, 1, 1), new Date(2000, 1, 1));
    write('src/app.test.ts', 'test');
    write('src/test/helper.ts', 'helper');
    write('src/node_modules/x/index.js', 'x');
    write('src/dist/out.js', 'x');
    expect(hash()).toBe(before);
  });

  it('is current only when the stamp names the hash and the output exists', () => {
    const build = { stamp: join(root, 'dist/.source-hash'), output: join(root, 'dist/index.html') };
    expect(isCurrent(build, hash())).toBe(false);
    write('dist/index.html', 'built');
    expect(isCurrent(build, hash())).toBe(false);
    writeStamp(build, hash());
    expect(isCurrent(build, hash())).toBe(true);
    write('src/app.ts', 'export const a = 2;');
    expect(isCurrent(build, hash())).toBe(false);
    writeStamp(build, hash());
    rmSync(build.output);
    expect(isCurrent(build, hash())).toBe(false);
  });
});

// Whether a build is current: a hash of its sources' names and contents, kept beside the build.
// Contents, not modification times: a checkout or a copy changes times without changing a byte.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Test files never reach a build: changing one does not make the build stale. */
const isTest = (path) => /\.test\.[cm]?[jt]sx?$/.test(path) || /[\\/](test|__snapshots__)[\\/]/.test(path);

const filesUnder = (path) => {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true })
    .filter((entry) => entry.name !== 'node_modules' && entry.name !== 'dist')
    .flatMap((entry) => filesUnder(join(path, entry.name)));
};

/** The hash of every non-test file under `paths` (files or folders), relative to `root`. */
export const sourceHash = (root, paths) => {
  const hash = createHash('sha256');
  const files = paths
    .flatMap((path) => filesUnder(join(root, path)))
    .filter((file) => !isTest(file))
    .map((file) => relative(root, file).split('\\').join('/'))
    .sort();
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
};

/** True when the build's stamp names this hash and its main output exists. */
export const isCurrent = ({ stamp, output }, hash) =>
  existsSync(output) && existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === hash;

export const writeStamp = ({ stamp }, hash) => writeFileSync(stamp, `${hash}\n`);

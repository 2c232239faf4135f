/** Source comments cite docs/ in the repository, never the team's decisions file outside it. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const SOURCE_FOLDERS = ['contract', 'src', 'server', 'scripts', 'tests', 'bench'];
const SOURCE_FILE = /\.(ts|tsx|mjs|js)$/;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && SOURCE_FILE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

it('no source file points at the decisions file, which is outside the repository', () => {
  const citing = SOURCE_FOLDERS.flatMap(sourceFiles).filter((file) =>
    readFileSync(file, 'utf8').includes(['decisions', 'md'].join('.')),
  );
  expect(citing).toEqual([]);
});

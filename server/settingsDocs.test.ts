/** The settings are documented in one table (docs/operations.md), and it matches the code. */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { settingsTable } from '../scripts/settings-table';
import { serverEnv } from './settings';

const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

/** The names in the first cell of a table's rows: `| \`PORT\` | … |`. */
const tableNames = (markdown: string) =>
  [...markdown.matchAll(/^\| `([A-Z][A-Z0-9_]+)` \|/gm)].map((match) => match[1]);

function settingsSection(markdown: string): string {
  const start = markdown.indexOf('\n## Settings\n');
  const end = markdown.indexOf('\n## ', start + 1);
  return markdown.slice(start, end < 0 ? undefined : end);
}

/** Each row's cells, trimmed: Prettier may pad them differently. */
const rowsOf = (markdown: string) =>
  markdown
    .split('\n')
    .filter((line) => /^\| `[A-Z]/.test(line))
    .map((line) =>
      line.split(' | ').map((cell) => cell.replace(/^\|/, '').replace(/\|$/, '').trim()),
    );

describe('the settings table', () => {
  it('lists every variable the server reads, once, as declared in the code', () => {
    const documented = tableNames(settingsSection(read('docs/operations.md')));
    expect(new Set(documented).size).toBe(documented.length);
    expect([...documented].sort()).toEqual(Object.keys(serverEnv.properties).sort());
    // `npm run docs:settings` prints the table to paste after changing a declaration.
    expect(rowsOf(settingsSection(read('docs/operations.md')))).toEqual(rowsOf(settingsTable()));
  });

  it('is the only place a setting is documented as a table row', () => {
    const docs = fs.readdirSync(path.join(root, 'docs')).map((name) => `docs/${name}`);
    for (const file of ['README.md', ...docs.filter((name) => name.endsWith('.md'))]) {
      const markdown = read(file);
      const outside =
        file === 'docs/operations.md' ? markdown.replace(settingsSection(markdown), '') : markdown;
      const settingRows = tableNames(outside).filter((name) => name in serverEnv.properties);
      expect(settingRows, file).toEqual([]);
    }
  });
});

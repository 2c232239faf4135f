import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const projectRoot = path.resolve(import.meta.dirname, '../../..');

/** A throw-away copy of the project's schemas/ folder, to edit as staff would. */
export function copyOfSchemas(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'rx-schemas-'));
  cpSync(path.join(projectRoot, 'schemas'), dir, { recursive: true });
  return dir;
}

export function editJson(file: string, edit: (value: Record<string, unknown>) => void): void {
  const value = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  edit(value);
  writeFileSync(file, JSON.stringify(value, null, 2) + '\n');
}

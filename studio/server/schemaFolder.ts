/**
 * The folder of forms the studio edits, as texts with a hash of each: what was read is what a
 * save compares with, so a file changed on disk since (a text editor, a `git pull`) is never
 * overwritten without the person knowing.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readSchemaTexts } from '../../scripts/schema-check/checkForms.ts';
import type { StudioFiles } from '../model/index.ts';

export const hashOf = (text: string) => createHash('sha256').update(text).digest('hex');

export interface DiskFile {
  text: string;
  hash: string;
}

/** `forms.json`, or `<form>/<name>.json` with a form id of small letters, digits and dashes. */
const STUDIO_PATH = /^(?:forms\.json|[a-z0-9]+(?:-[a-z0-9]+)*\/[a-z]+\.json)$/;

export const isStudioPath = (file: string) => STUDIO_PATH.test(file);

export class SchemaFolder {
  constructor(readonly dir: string) {}

  texts(): StudioFiles {
    return readSchemaTexts(this.dir);
  }

  files(): Record<string, DiskFile> {
    return Object.fromEntries(
      Object.entries(this.texts()).map(([file, text]) => [file, { text, hash: hashOf(text) }]),
    );
  }

  /** Writes each file whole (a temporary file renamed over it), so a reader never sees half. */
  write(files: StudioFiles): Record<string, string> {
    const hashes: Record<string, string> = {};
    for (const [file, text] of Object.entries(files)) {
      if (!isStudioPath(file)) throw new Error(`Not a file of the forms folder: ${file}`);
      const target = path.join(this.dir, file);
      mkdirSync(path.dirname(target), { recursive: true });
      const temporary = `${target}.${process.pid}.studio-tmp`;
      writeFileSync(temporary, text);
      renameSync(temporary, target);
      hashes[file] = hashOf(text);
    }
    return hashes;
  }
}

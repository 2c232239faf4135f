/**
 * A copy of schemas/ in a temporary folder, changed the way staff change forms, for server tests
 * that need a field or a form the real files may not have (SCHEMAS_DIR points the server at it).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fieldBranches } from '../../contract/schemaWalk';

type Json = Record<string, unknown>;

export interface TestSchemas {
  dir: string;
  /** Adds `schemas/<id>/` and its forms.json entry. */
  addForm(entry: Json & { id: string }, schema: Json, ui?: Json): void;
  /** Adds one field to an existing form, or replaces it where it is declared. */
  setField(formId: string, key: string, schema: Json, ui?: Json): void;
  remove(): void;
}

const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as Json;
const writeJson = (file: string, value: unknown) =>
  fs.writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);

export function copySchemas(): TestSchemas {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rx-schemas-'));
  fs.cpSync(new URL('../../schemas', import.meta.url), dir, { recursive: true });
  return {
    dir,
    addForm(entry, schema, ui = {}) {
      fs.mkdirSync(path.join(dir, entry.id));
      writeJson(path.join(dir, entry.id, 'schema.json'), schema);
      writeJson(path.join(dir, entry.id, 'ui.json'), ui);
      const list = JSON.parse(fs.readFileSync(path.join(dir, 'forms.json'), 'utf8')) as Json[];
      writeJson(path.join(dir, 'forms.json'), [...list, entry]);
    },
    setField(formId, key, schema, ui) {
      const schemaFile = path.join(dir, formId, 'schema.json');
      const form = readJson(schemaFile);
      // Where the field is declared: in "properties", or in the condition that brings it.
      const sources = [form, ...fieldBranches(form).map((branch) => branch.schema)];
      const declaring = sources.find((source) => key in ((source.properties as Json) ?? {}));
      const target = declaring ?? form;
      target.properties = { ...(target.properties as Json), [key]: schema };
      writeJson(schemaFile, form);
      if (!ui) return;
      const uiFile = path.join(dir, formId, 'ui.json');
      writeJson(uiFile, { ...readJson(uiFile), [key]: ui });
    },
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

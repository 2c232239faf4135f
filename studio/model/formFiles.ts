/** Where a form's files are in `StudioFiles`, and reading and changing them. */
import { fieldBranches, isSchema, type JsonSchema } from '../../contract/schemaWalk.ts';
import type { JsonPath } from './jsonText.ts';
import type { StudioFiles } from './types.ts';

export const FORMS_LIST = 'forms.json';

export const formFile = (form: string, file: 'schema' | 'ui' | 'es') => `${form}/${file}.json`;

/** A change the files cannot take (an unknown field, a key already used), said plainly. */
export class StudioEditError extends Error {}

export type Json = Record<string, unknown>;

export function readValue(files: StudioFiles, path: string): unknown {
  const text = files[path];
  if (text === undefined) throw new StudioEditError(`There is no file ${path}.`);
  return JSON.parse(text) as unknown;
}

/** A file's top-level object ({} when it holds something else). */
export function readJson(files: StudioFiles, path: string): Json {
  const value = readValue(files, path);
  return isSchema(value) ? value : {};
}

/** Files with one file's text changed by `change` (the others are the same strings). */
export function withFile(
  files: StudioFiles,
  path: string,
  change: (text: string) => string,
): StudioFiles {
  const text = files[path];
  if (text === undefined) throw new StudioEditError(`There is no file ${path}.`);
  const changed = change(text);
  return changed === text ? files : { ...files, [path]: changed };
}

export const asObject = (value: unknown): Json => (isSchema(value) ? value : {});
export const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** Where the field `key` is declared in schema.json: `properties`, or a condition's `then`. */
export function declarationOf(schema: JsonSchema, key: string): JsonPath | undefined {
  const sources = [{ schema, path: [] as JsonPath }, ...fieldBranches(schema)];
  const found = sources.find((source) => key in asObject(source.schema.properties));
  return found ? [...found.path, 'properties', key] : undefined;
}

export function requireDeclaration(schema: JsonSchema, key: string): JsonPath {
  const path = declarationOf(schema, key);
  if (!path) throw new StudioEditError(`"${key}" is not a field of this form.`);
  return path;
}

export interface Section {
  title?: string;
  description?: string;
  fields?: string[];
  heading?: string[];
  columns?: number;
  width?: string;
}

export const SECTIONS_PATH: JsonPath = ['ui:options', 'sections'];

export function sectionsOf(ui: Json): Section[] {
  return asList(asObject(ui['ui:options']).sections).map((section) => asObject(section));
}

export function getIn(value: unknown, path: JsonPath): unknown {
  return path.reduce<unknown>(
    (node, key) => (typeof node === 'object' && node !== null ? (node as Json)[key] : undefined),
    value,
  );
}

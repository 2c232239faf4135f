/**
 * The forms the server checks answers against, read once at start-up from the forms folder
 * (`SCHEMAS_DIR`, default `schemas/`): `forms.json`, and each form's `schema.json` (the very
 * file the browser validates with) and `ui.json` (staff-written error messages, attachment limits).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Ajv } from 'ajv';
import { readFormsList, type FormEntry } from '../../contract/catalog';
import { formAttachmentLimits, type AttachmentLimits } from '../../contract/files';
import { ApiError } from '../http/errors';
import { isSchema, type JsonSchema } from '../../contract/schemaWalk';
import { undeclaredFields } from './undeclaredFields';
import { describeUndeclared, describeValueErrors } from './valueErrors';
import { createValuesAjv } from './valuesAjv';
import { maxJsonBytes } from './valuesSize';

/** Room for any form's values at least; and at most, whatever the schema says. */
const MIN_VALUES_BYTES = 16 * 1024;
const MAX_VALUES_BYTES = 16 * 1024 * 1024;

export interface CheckedForm {
  entry: FormEntry;
  schema: JsonSchema;
  /** Largest JSON text the form's valid values can take (its body limit is built on it). */
  maxValuesBytes: number;
  /** The limits of its attachments entry in ui.json; undefined: the form takes no files. */
  attachments: AttachmentLimits | undefined;
  /**
   * Throws a 400 ApiError naming each field that fails the schema or is not declared in it;
   * `prefix` is the values' key in the request body (`order_values`, `values`).
   */
  checkValues(values: unknown, prefix: string): void;
}

export class FormCatalogError extends Error {
  constructor(message: string) {
    super(`Forms folder: ${message}`);
    this.name = 'FormCatalogError';
  }
}

function readJson(file: string, required: boolean): unknown {
  if (!required && !fs.existsSync(file)) return {};
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new FormCatalogError(
      `${file}: ${(error as Error).message} (run "npm run check:schemas")`,
    );
  }
}

function loadForm(entry: FormEntry, dir: string, ajv: Ajv): CheckedForm {
  const schema = readJson(path.join(dir, entry.id, 'schema.json'), true);
  const ui = readJson(path.join(dir, entry.id, 'ui.json'), false);
  if (!isSchema(schema) || !isSchema(ui)) {
    throw new FormCatalogError(`${entry.id}: schema.json and ui.json must each hold one {...}`);
  }
  let validate;
  try {
    validate = ajv.compile(schema);
  } catch (error) {
    throw new FormCatalogError(`${entry.id}/schema.json: ${(error as Error).message}`);
  }
  const bytes = maxJsonBytes([schema], schema);
  return {
    entry,
    schema,
    maxValuesBytes: Math.min(MAX_VALUES_BYTES, Math.max(MIN_VALUES_BYTES, bytes)),
    attachments: formAttachmentLimits(ui),
    checkValues(values, prefix) {
      if (!isSchema(values)) throw new ApiError(400, `${prefix}: must be an object {...}`);
      const unknown = undeclaredFields(values, [schema], schema, []);
      if (unknown.length > 0) throw new ApiError(400, describeUndeclared(unknown, prefix));
      if (!validate(values))
        throw new ApiError(400, describeValueErrors(validate.errors ?? [], ui, prefix));
    },
  };
}

export interface FormCatalog {
  /** The form with this id, if forms.json lists it. */
  get(id: string): CheckedForm | undefined;
  all(): CheckedForm[];
}

/** Reads every form; a broken file stops the server at start-up with the file named. */
export function loadFormCatalog(schemasDir: string): FormCatalog {
  const { forms, problems } = readFormsList(readJson(path.join(schemasDir, 'forms.json'), true));
  if (problems.length > 0) {
    const listed = problems.map((p) => `[${p.path.join('.')}] ${p.message}`).join('; ');
    throw new FormCatalogError(`forms.json: ${listed}`);
  }
  const ajv = createValuesAjv();
  const byId = new Map(forms.map((entry) => [entry.id, loadForm(entry, schemasDir, ajv)]));
  return { get: (id) => byId.get(id), all: () => [...byId.values()] };
}

/** A form the server cannot run without (the Order Rx form). */
export function requireForm(catalog: FormCatalog, id: string): CheckedForm {
  const form = catalog.get(id);
  if (!form) throw new FormCatalogError(`forms.json has no "${id}" entry; the server needs it`);
  return form;
}

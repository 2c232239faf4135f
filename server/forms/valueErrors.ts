/**
 * ajv's errors for a form's values, as one message a person can act on, naming each field:
 * `order_values.orfFooterNpi: Enter a 10-digit NPI`. Wording comes from the field's
 * `ui:options.errorMessages` in ui.json when staff set one, else the browser's plain-word default
 * (src/forms/errorMessages.ts), so the server says what the form says.
 */
import type { RJSFValidationError } from '@rjsf/utils';
import type { ErrorObject } from 'ajv';
import { defaultErrorMessage } from '../../src/forms/errorMessages';
import { pathText, type FieldPath } from './undeclaredFields';
import { isSchema, type JsonSchema } from './schemaWalk';

/** How many fields one answer names; the rest are counted. */
const MAX_NAMED = 5;
/** Wrapper keywords whose real cause is reported by another error. */
const WRAPPERS = new Set(['if', 'anyOf', 'oneOf', 'allOf', 'not']);

function errorPath(error: ErrorObject): FieldPath {
  const parts: FieldPath = error.instancePath
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
  if (error.keyword === 'required') parts.push(String(error.params.missingProperty));
  return parts;
}

/** The field's ui.json entry: object keys by name, array rows under `items`. */
function uiAt(ui: JsonSchema, path: FieldPath): JsonSchema | undefined {
  let node: unknown = ui;
  for (const part of path)
    node = isSchema(node) ? node[typeof part === 'number' ? 'items' : part] : undefined;
  return isSchema(node) ? node : undefined;
}

function fieldTitle(error: ErrorObject): string | undefined {
  const schema = error.parentSchema as JsonSchema | undefined;
  if (error.keyword === 'required') {
    const properties = schema?.properties;
    const field = isSchema(properties)
      ? properties[String(error.params.missingProperty)]
      : undefined;
    return isSchema(field) && typeof field.title === 'string' ? field.title : undefined;
  }
  return typeof schema?.title === 'string' ? schema.title : undefined;
}

function messageFor(error: ErrorObject, path: FieldPath, ui: JsonSchema): string {
  const options = uiAt(ui, path)?.['ui:options'];
  const staffMessages =
    isSchema(options) && isSchema(options.errorMessages) ? options.errorMessages : {};
  const staff = staffMessages[error.keyword];
  if (typeof staff === 'string') return staff;
  const asRjsf: RJSFValidationError = {
    name: error.keyword,
    params: error.params,
    title: fieldTitle(error),
    message: error.message,
    stack: error.message ?? '',
  };
  return defaultErrorMessage(asRjsf) ?? error.message ?? 'is not valid';
}

/** One message for all of `errors`, each field prefixed with `prefix` (e.g. `order_values`). */
export function describeValueErrors(errors: ErrorObject[], ui: JsonSchema, prefix: string): string {
  const causes = errors.filter((e) => !WRAPPERS.has(e.keyword));
  const byField = new Map<string, string>();
  for (const error of causes.length > 0 ? causes : errors) {
    const path = errorPath(error);
    const field = pathText([prefix, ...path]);
    if (!byField.has(field)) byField.set(field, messageFor(error, path, ui));
  }
  const named = [...byField].slice(0, MAX_NAMED).map(([field, message]) => `${field}: ${message}`);
  const more = byField.size - named.length;
  return more > 0 ? `${named.join('; ')}; and ${more} more` : named.join('; ');
}

/** The message for keys the schema does not declare. */
export function describeUndeclared(paths: FieldPath[], prefix: string): string {
  const names = paths.slice(0, MAX_NAMED).map((path) => pathText([prefix, ...path]));
  const more = paths.length - names.length;
  const verb = paths.length === 1 ? 'is not a field' : 'are not fields';
  return `${names.join(', ')}${more > 0 ? ` and ${more} more` : ''}: ${verb} of this form`;
}

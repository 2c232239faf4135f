/**
 * ajv's errors for a form's values, as one message a person can act on, naming each field:
 * `order_values.orfFooterNpi: Enter a 10-digit NPI`. Wording comes from the field's
 * `ui:options.errorMessages` in ui.json when staff set one, else the contract's plain-word
 * default, so the server says what the form says.
 */
import type { ErrorObject } from 'ajv';
import { errorMessageFor, errorsToShow, uiEntryAt, type ValueError } from '../../contract/errors';
import { pathText, type FieldPath } from './undeclaredFields';
import { isSchema, type JsonSchema } from '../../contract/schemaWalk';

/** How many fields one answer names; the rest are counted. */
const MAX_NAMED = 5;

function errorPath(error: ErrorObject): FieldPath {
  const parts: FieldPath = error.instancePath
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
  if (error.keyword === 'required') parts.push(String(error.params.missingProperty));
  return parts;
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

const asValueError = (error: ErrorObject): ValueError => ({
  keyword: error.keyword,
  params: error.params,
  title: fieldTitle(error),
  schemaPath: error.schemaPath,
});

/** One message for all of `errors`, each field prefixed with `prefix` (e.g. `order_values`). */
export function describeValueErrors(errors: ErrorObject[], ui: JsonSchema, prefix: string): string {
  const byField = new Map<string, string>();
  for (const error of errorsToShow(errors)) {
    const path = errorPath(error);
    const field = pathText([prefix, ...path]);
    const message = errorMessageFor(asValueError(error), uiEntryAt(ui, path));
    if (!byField.has(field)) byField.set(field, message ?? error.message ?? 'is not valid');
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

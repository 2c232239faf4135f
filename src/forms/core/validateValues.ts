import type {
  ErrorTransformer,
  RJSFSchema,
  RJSFValidationError,
  UiSchema,
  ValidatorType,
} from '@rjsf/utils';
import {
  errorMessageFor,
  errorsToShow,
  isSummaryError as isSummary,
  uiEntryAt,
  type ErrorWords,
} from '../../../contract/errors';
import type { FormValues } from './formValues';
import { errorInputId, errorPath } from './inputIds';

/** An rjsf error in the contract's terms (rjsf calls the keyword `name`). */
const asValueError = (error: RJSFValidationError, title = error.title) => ({
  keyword: error.name ?? '',
  params: error.params as Record<string, unknown> | undefined,
  title,
  schemaPath: error.schemaPath,
});

type SchemaNode = Record<string, unknown> | undefined;

const childOf = (node: SchemaNode, key: string): SchemaNode => {
  const child = node?.[key];
  return typeof child === 'object' && child !== null
    ? (child as Record<string, unknown>)
    : undefined;
};

/**
 * The failing field's title, read from the schema at the error's `schemaPath`
 * (`#/allOf/0/then/required`): the form validators are compiled without ajv's `verbose`, whose
 * copy of that schema in each error cost about 1.5 KB gzip on the order page, and rjsf then finds
 * by itself only the titles of fields the root schema declares, not those a condition adds.
 */
function titleAt(schema: RJSFSchema, error: RJSFValidationError): string | undefined {
  const steps = (error.schemaPath ?? '').replace(/^#\//, '').split('/').slice(0, -1);
  let node: SchemaNode = schema as Record<string, unknown>;
  for (const step of steps) node = childOf(node, step.replace(/~1/g, '/').replace(/~0/g, '~'));
  const missing = (error.params as { missingProperty?: unknown } | undefined)?.missingProperty;
  const field = typeof missing === 'string' ? childOf(childOf(node, 'properties'), missing) : node;
  return typeof field?.title === 'string' ? field.title : undefined;
}

/**
 * Messages are data: a field's ui.json entry maps an ajv keyword to its message, e.g.
 * `"ui:options": { "errorMessages": { "required": "Patient Name is required" } }`; keywords
 * without an entry get the contract's plain-word default, as the server's answers do.
 */
export const messagesIn =
  (schema: RJSFSchema, words?: ErrorWords): ErrorTransformer =>
  (errors, uiSchema) =>
    errors.map((error) => {
      const uiEntry = uiEntryAt(uiSchema, errorPath(error));
      const title = error.title || titleAt(schema, error);
      const message = errorMessageFor(asValueError(error, title), uiEntry, words);
      return message ? { ...error, message, stack: message } : error;
    });

/** Whether an error only sums up others (shown when it is the only one, so the form stays invalid). */
export const isSummaryError = (error: RJSFValidationError): boolean =>
  isSummary(asValueError(error));

/** Validates `values` and returns the first message per input id (empty when valid). */
export function validateValues(
  validator: ValidatorType<FormValues>,
  values: FormValues,
  schema: RJSFSchema,
  uiSchema: UiSchema,
  words?: ErrorWords,
): Map<string, string> {
  const { errors } = validator.validateFormData(
    values,
    schema,
    undefined,
    messagesIn(schema, words),
    uiSchema,
  );
  const byId = new Map<string, string>();
  for (const error of errorsToShow(
    errors.map((error) => ({ ...error, keyword: error.name ?? '' })),
  )) {
    const id = errorInputId(error);
    if (!byId.has(id)) byId.set(id, error.message ?? '');
  }
  return byId;
}

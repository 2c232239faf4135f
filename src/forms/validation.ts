import type {
  ErrorTransformer,
  RJSFSchema,
  RJSFValidationError,
  UiSchema,
  ValidatorType,
} from '@rjsf/utils';
import { getUiOptions } from '@rjsf/utils';
import ajvValidator from '@rjsf/validator-ajv8';

export type FormValues = Record<string, unknown>;

/** Shared runtime validator, created once (a new one per render defeats rjsf's memoising). */
export const defaultValidator: ValidatorType<FormValues> = ajvValidator;

/** rjsf's id convention: `root` + the value's path, joined with `_`. */
export const ID_PREFIX = 'root';
export const ID_SEPARATOR = '_';

function propertyPath(error: RJSFValidationError): string[] {
  return (error.property ?? '').split('.').filter(Boolean);
}

function uiSchemaAt(uiSchema: UiSchema | undefined, path: string[]): UiSchema | undefined {
  return path.reduce<UiSchema | undefined>(
    (ui, key) => ui?.[key] as UiSchema | undefined,
    uiSchema,
  );
}

/**
 * Messages are data: a field's ui.json entry maps an ajv keyword to its message, e.g.
 * `"ui:options": { "errorMessages": { "required": "Patient Name is required" } }`.
 * Keywords without an entry keep ajv's wording.
 */
export const messagesFromUiSchema: ErrorTransformer = (errors, uiSchema) =>
  errors.map((error) => {
    const { errorMessages } = getUiOptions(uiSchemaAt(uiSchema, propertyPath(error)));
    const message = (errorMessages as Record<string, string> | undefined)?.[error.name ?? ''];
    return message ? { ...error, message, stack: message } : error;
  });

/** The input id an error belongs to, following rjsf's `root_<path>` convention. */
export function errorInputId(error: RJSFValidationError): string {
  return [ID_PREFIX, ...propertyPath(error)].join(ID_SEPARATOR);
}

/** Validates `values` and returns the first message per input id (empty when valid). */
export function validateValues(
  validator: ValidatorType<FormValues>,
  values: FormValues,
  schema: RJSFSchema,
  uiSchema: UiSchema,
): Map<string, string> {
  const { errors } = validator.validateFormData(
    values,
    schema,
    undefined,
    messagesFromUiSchema,
    uiSchema,
  );
  const byId = new Map<string, string>();
  for (const error of errors) {
    const id = errorInputId(error);
    if (!byId.has(id)) byId.set(id, error.message ?? 'Invalid value');
  }
  return byId;
}

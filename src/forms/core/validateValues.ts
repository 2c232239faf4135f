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
const asValueError = (error: RJSFValidationError) => ({
  keyword: error.name ?? '',
  params: error.params as Record<string, unknown> | undefined,
  title: error.title,
  schemaPath: error.schemaPath,
});

/**
 * Messages are data: a field's ui.json entry maps an ajv keyword to its message, e.g.
 * `"ui:options": { "errorMessages": { "required": "Patient Name is required" } }`; keywords
 * without an entry get the contract's plain-word default, as the server's answers do.
 */
export const messagesIn =
  (words?: ErrorWords): ErrorTransformer =>
  (errors, uiSchema) =>
    errors.map((error) => {
      const uiEntry = uiEntryAt(uiSchema, errorPath(error));
      const message = errorMessageFor(asValueError(error), uiEntry, words);
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
    messagesIn(words),
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

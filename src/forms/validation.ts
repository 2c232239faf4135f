import type {
  ErrorTransformer,
  RJSFSchema,
  RJSFValidationError,
  UiSchema,
  ValidatorType,
} from '@rjsf/utils';
import { deepEquals } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import {
  errorMessageFor,
  errorsToShow,
  isSummaryError as isSummary,
  uiEntryAt,
  type ErrorWords,
} from '../../contract/errors';
import { customFormats } from '../../contract/formats';

export type FormValues = Record<string, unknown>;

/** A form's `schema.json?validator` module (scripts/vite-plugin-form-validators.ts). */
export interface PrecompiledValidatorModule {
  default: ValidatorType<FormValues>;
  /** The schema module the validator was compiled from: the very object the form is drawn from. */
  schema: RJSFSchema;
}

/** The validators registered so far: each page registers only its own form's. */
const precompiled: PrecompiledValidatorModule[] = [];

/**
 * Makes a form's validator, compiled at build time, the one `defaultValidator` uses for its
 * schema. Pages register their own form's module instead of the site bundling every form's
 * validator into each page: a large form added in schemas/ costs only its own page.
 */
export function registerPrecompiledValidator(module: PrecompiledValidatorModule): void {
  if (!precompiled.includes(module)) precompiled.push(module);
}

/**
 * Dev server and unit tests only: schemas that are not a registered schemas/<form>/schema.json
 * module (test fixtures, edited copies) are compiled at run time. A production build leaves the
 * compiler out, and with it the need for 'unsafe-eval'.
 */
const runtimeFallback = import.meta.env.DEV ? customizeValidator({ customFormats }) : undefined;

const found = new WeakMap<RJSFSchema, ValidatorType<FormValues>>();

function validatorFor(rootSchema: RJSFSchema): ValidatorType<FormValues> {
  let validator = found.get(rootSchema);
  if (!validator) {
    const match =
      precompiled.find((module) => module.schema === rootSchema) ??
      precompiled.find((module) => deepEquals(module.schema, rootSchema));
    validator = match?.default ?? runtimeFallback;
    if (!validator) {
      throw new Error(`No precompiled validator for the form "${rootSchema.title ?? ''}"`);
    }
    found.set(rootSchema, validator);
  }
  return validator;
}

/**
 * The validator every form uses: it hands each call to the precompiled validator of the form's
 * root schema. One stable value (a new one per render defeats rjsf's memoising).
 */
export const defaultValidator: ValidatorType<FormValues> = {
  validateFormData: (formData, schema, ...rest) =>
    validatorFor(schema).validateFormData(formData, schema, ...rest),
  isValid: (schema, formData, rootSchema) =>
    validatorFor(rootSchema).isValid(schema, formData, rootSchema),
  rawValidation: (schema, formData) => validatorFor(schema).rawValidation(schema, formData),
};

/** rjsf's id convention: `root` + the value's path, joined with `_`. */
export const ID_PREFIX = 'root';
export const ID_SEPARATOR = '_';

function propertyPath(error: RJSFValidationError): string[] {
  return (error.property ?? '').split('.').filter(Boolean);
}

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
      const uiEntry = uiEntryAt(uiSchema, propertyPath(error));
      const message = errorMessageFor(asValueError(error), uiEntry, words);
      return message ? { ...error, message, stack: message } : error;
    });

/** The input id of the value at `path`, following rjsf's `root_<path>` convention. */
export function inputIdOf(path: readonly string[]): string {
  return [ID_PREFIX, ...path].join(ID_SEPARATOR);
}

/** The input id an error belongs to. */
export function errorInputId(error: RJSFValidationError): string {
  return inputIdOf(propertyPath(error));
}

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

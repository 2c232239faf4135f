import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { deepEquals } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { customFormats } from '../../contract/formats';
import type { FormValues } from './core/formValues';

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

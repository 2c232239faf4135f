import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { deepEquals } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import AJV8PrecompiledValidator from '@rjsf/validator-ajv8/lib/precompiledValidator.js';
import type {
  CompiledValidateFunction,
  ValidatorFunctions,
} from '@rjsf/validator-ajv8/lib/types.js';
import { customFormats } from '../../contract/formats';
import type { FormValues } from './core/formValues';

/** A form's `schema.json?validator` module (scripts/vite-plugin-form-validators.ts). */
export interface PrecompiledValidatorModule {
  default: ValidatorType<FormValues>;
  /** The schema module the validator was compiled from: the very object the form is drawn from. */
  schema: RJSFSchema;
}

/**
 * rjsf's precompiled validator (what `createPrecompiledValidator` makes) that finds a schema's
 * function once per schema object. rjsf's own finds it by hashing the schema every time it is
 * asked: the whole form's schema as the validator is made, before the form can draw (about
 * 5 ms at CPU 1 for the Order Rx form), and a condition's `if` on every key typed. The schemas
 * are the forms' JSON modules; the one change made to them (a date field's default of today,
 * todayDefaults.ts) is nothing a validator reads. The build names the root schema's key
 * (`rootKey`, scripts/vite-plugin-form-validators.ts), so that one is never hashed.
 */
export function rememberingValidator(
  validateFns: ValidatorFunctions,
  rootSchema: RJSFSchema,
  rootKey: string,
): ValidatorType<Record<string, unknown>> {
  const known = new WeakMap<object, CompiledValidateFunction>();
  const root = validateFns[rootKey];
  if (root) known.set(rootSchema, root);
  // A class per validator, closing over `known`: rjsf's constructor already looks the root up,
  // before a subclass's own fields exist.
  class RememberingValidator extends AJV8PrecompiledValidator<Record<string, unknown>> {
    override getValidator(schema: RJSFSchema): CompiledValidateFunction {
      let validate = known.get(schema);
      if (!validate) {
        validate = super.getValidator(schema);
        known.set(schema, validate);
      }
      return validate;
    }
  }
  return new RememberingValidator(validateFns, rootSchema);
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

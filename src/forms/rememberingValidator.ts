import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import AJV8PrecompiledValidator from '@rjsf/validator-ajv8/lib/precompiledValidator.js';
import type {
  CompiledValidateFunction,
  ValidatorFunctions,
} from '@rjsf/validator-ajv8/lib/types.js';

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

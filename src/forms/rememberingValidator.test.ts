import { hashForSchema, type RJSFSchema } from '@rjsf/utils';
import AJV8PrecompiledValidator from '@rjsf/validator-ajv8/lib/precompiledValidator.js';
import type { CompiledValidateFunction } from '@rjsf/validator-ajv8/lib/types.js';
import { describe, expect, it, vi } from 'vitest';
import orderRxValidator, { schema } from '../../schemas/order-rx/schema.json?validator';
import schemaFile from '../../schemas/order-rx/schema.json?raw';
import { rememberingValidator } from './rememberingValidator';

const validateFunction = () =>
  Object.assign(
    vi.fn(() => true),
    { errors: null },
  );

describe('rememberingValidator', () => {
  it('finds the root schema under the key it is given, without hashing the schema', () => {
    const root: RJSFSchema = { type: 'object', properties: { name: { type: 'string' } } };
    const rootFunction = validateFunction();
    // Hashing the root would look for another key, and rjsf would throw for want of a function.
    const validator = rememberingValidator({ 'built-key': rootFunction }, root, 'built-key');
    expect(validator.isValid(root, {}, root)).toBe(true);
    expect(rootFunction).toHaveBeenCalledTimes(1);
  });

  it("finds a condition's function once, however often it is asked", () => {
    const condition: RJSFSchema = { properties: { other: { const: true } } };
    const root: RJSFSchema = { type: 'object', if: condition };
    const conditionFunction = validateFunction();
    const validateFns: Record<string, CompiledValidateFunction> = {
      root: validateFunction(),
      [hashForSchema(condition)]: conditionFunction,
    };
    const found = vi.spyOn(AJV8PrecompiledValidator.prototype, 'getValidator');
    const validator = rememberingValidator(validateFns, root, 'root');
    for (const other of [true, false, true]) validator.isValid(condition, { other }, root);
    expect(conditionFunction).toHaveBeenCalledTimes(3);
    expect(found.mock.calls.filter(([schema]) => schema === condition)).toHaveLength(1);
    found.mockRestore();
  });

  it('is what the build makes, with the key rjsf filed the root schema under', () => {
    const { validateFns, mainValidator } = orderRxValidator as unknown as AJV8PrecompiledValidator;
    // The file's own schema: the page gives its date fields today's date as their default
    // (todayDefaults.ts) in the very object, which rjsf's hashing would then no longer find.
    expect(mainValidator).toBe(validateFns[hashForSchema(JSON.parse(schemaFile) as RJSFSchema)]);
    expect(orderRxValidator.isValid(schema, { orfPatientName: 'Jane' }, schema)).toBe(false);
  });
});

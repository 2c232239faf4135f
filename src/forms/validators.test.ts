import { describe, expect, it, vi } from 'vitest';
import { hashForSchema, type RJSFSchema } from '@rjsf/utils';
import AJV8PrecompiledValidator from '@rjsf/validator-ajv8/lib/precompiledValidator.js';
import type { CompiledValidateFunction } from '@rjsf/validator-ajv8/lib/types.js';
import orderRxValidator, {
  schema as compiledFrom,
} from '../../schemas/order-rx/schema.json?validator';
import schemaFile from '../../schemas/order-rx/schema.json?raw';
import {
  orderRxSchema as schema,
  orderRxUiSchema as uiSchema,
} from '../features/order-rx/orderRxFiles';
import examplesSchemaFile from '../../schemas/examples-all-fields/schema.json';
import examplesValidator from '../../schemas/examples-all-fields/schema.json?validator';
import { defaultValidator, rememberingValidator } from './validators';
import { validateValues } from './core/validateValues';

describe('precompiled form validators', () => {
  it('validate against the very schema object the form is drawn from', () => {
    expect(compiledFrom).toBe(schema);
    const { errors } = orderRxValidator.validateFormData({}, schema);
    expect(errors.map((error) => error.property).sort()).toEqual(['orfPatientName', 'orfPhone']);
  });

  it('are what the forms use, with the messages from ui.json', () => {
    const messages = validateValues(defaultValidator, { orfPhone: '(555) 01' }, schema, uiSchema);
    expect(Object.fromEntries(messages)).toEqual({
      root_orfPatientName: 'Patient Name is required',
      root_orfPhone: 'Enter a 10-digit phone number',
    });
  });

  it("name a field a condition adds by its title, though they carry no copy of the schema (ajv's verbose)", () => {
    const examples = examplesSchemaFile as unknown as RJSFSchema;
    const values = { hasOtherReason: true, otherReason: 'x'.repeat(201) };
    const { errors } = examplesValidator.validateFormData(values, examples);
    expect(errors.find((error) => error.property === '.otherReason')).not.toHaveProperty(
      'parentSchema',
    );
    const messages = (otherReason?: string) =>
      validateValues(examplesValidator, { hasOtherReason: true, otherReason }, examples, {});
    expect(messages().get('root_otherReason')).toBe('Which reason? is required');
    expect(messages('x'.repeat(201)).get('root_otherReason')).toBe('At most 200 characters');
  });
});

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

import { describe, expect, it } from 'vitest';
import type { RJSFSchema } from '@rjsf/utils';
import orderRxValidator, {
  schema as compiledFrom,
} from '../../schemas/order-rx/schema.json?validator';
import {
  orderRxSchema as schema,
  orderRxUiSchema as uiSchema,
} from '../features/order-rx/orderRxFiles';
import examplesSchemaFile from '../../schemas/examples-all-fields/schema.json';
import examplesValidator from '../../schemas/examples-all-fields/schema.json?validator';
import { defaultValidator } from './validators';
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

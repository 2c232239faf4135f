import { describe, expect, it } from 'vitest';
import orderRxValidator, {
  schema as compiledFrom,
} from '../../schemas/order-rx/schema.json?validator';
import {
  orderRxSchema as schema,
  orderRxUiSchema as uiSchema,
} from '../features/order-rx/orderRxFiles';
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
});

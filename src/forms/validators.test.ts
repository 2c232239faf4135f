import { describe, expect, it } from 'vitest';
import type { RJSFSchema } from '@rjsf/utils';
import schemaFile from '../../schemas/order-rx/schema.json';
import uiFile from '../../schemas/order-rx/ui.json';
import orderRxValidator, {
  schema as compiledFrom,
} from '../../schemas/order-rx/schema.json?validator';
import { defaultValidator } from './validators';
import { validateValues } from './core/validateValues';

const schema = schemaFile as unknown as RJSFSchema;

describe('precompiled form validators', () => {
  it('validate against the very schema object the form is drawn from', () => {
    expect(compiledFrom).toBe(schemaFile);
    const { errors } = orderRxValidator.validateFormData({}, schema);
    expect(errors.map((error) => error.property).sort()).toEqual(['orfPatientName', 'orfPhone']);
  });

  it('are what the forms use, with the messages from ui.json', () => {
    const messages = validateValues(defaultValidator, { orfPhone: '(555) 01' }, schema, uiFile);
    expect(Object.fromEntries(messages)).toEqual({
      root_orfPatientName: 'Patient Name is required',
      root_orfPhone: 'Enter a 10-digit phone number',
    });
  });
});

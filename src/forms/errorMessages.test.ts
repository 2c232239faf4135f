import { describe, expect, it } from 'vitest';
import type { RJSFSchema } from '@rjsf/utils';
import { defaultValidator } from './validators';
import { validateValues } from './core/validateValues';

/** A test form whose ui.json gives no messages: every one shown is a default. */
const schema: RJSFSchema = {
  type: 'object',
  required: ['name'],
  properties: {
    name: { type: 'string', title: 'Patient Name', maxLength: 5 },
    email: { type: 'string', title: 'Email', format: 'email' },
    phone: { type: 'string', title: 'Phone', pattern: '^\\d{3}$' },
    boxes: { type: 'integer', title: 'Boxes', minimum: 1, maximum: 5 },
    weight: { type: 'number', title: 'Weight' },
  },
};

const messagesFor = (values: Record<string, unknown>, uiSchema = {}) =>
  Object.fromEntries(validateValues(defaultValidator, values, schema, uiSchema));

describe('default error messages', () => {
  it('say "... is required" only of a missing value, with the field title', () => {
    expect(messagesFor({})).toEqual({ root_name: 'Patient Name is required' });
  });

  it('say what is wrong with a value that is there', () => {
    expect(
      messagesFor({ name: 'Sunrise', email: 'jane@example', phone: '12', boxes: 50, weight: 'x' }),
    ).toEqual({
      root_name: 'At most 5 characters',
      root_email: 'Enter an e-mail address like name@example.com',
      root_phone: 'Check the format',
      root_boxes: 'At most 5',
      root_weight: 'Enter a number',
    });
    expect(messagesFor({ name: 'Ann', boxes: 0 })).toEqual({ root_boxes: 'At least 1' });
    expect(messagesFor({ name: 'Ann', boxes: 1.5 })).toEqual({
      root_boxes: 'Enter a whole number',
    });
  });

  it('give way to a message the field ui.json names', () => {
    const uiSchema = { phone: { 'ui:options': { errorMessages: { pattern: 'Enter 3 digits' } } } };
    expect(messagesFor({ name: 'Ann', phone: '12' }, uiSchema)).toEqual({
      root_phone: 'Enter 3 digits',
    });
  });
});

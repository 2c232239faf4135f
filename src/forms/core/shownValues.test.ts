import { createSchemaUtils, type RJSFSchema } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { describe, expect, it, vi } from 'vitest';
import { customFormats } from '../../../contract/formats';
import type { FormValues } from './formValues';
import { shownValues, shownValuesOf } from './shownValues';

const validator = customizeValidator({ customFormats });
/** The shape of the Order Rx form's conditions: one choice brings one set of fields or another. */
const schema: RJSFSchema = {
  type: 'object',
  properties: {
    orfPatientName: { type: 'string' },
    orfPatientAddress: { type: 'string' },
    orfWhoSigns: { type: 'string', oneOf: [{ const: 'here' }, { const: 'practitioner' }] },
  },
  allOf: [
    {
      if: { properties: { orfWhoSigns: { const: 'practitioner' } }, required: ['orfWhoSigns'] },
      then: { properties: { orfSignerMobile: { type: 'string' } } },
    },
    {
      // Without `required`: also true while nothing is chosen.
      if: { properties: { orfWhoSigns: { const: 'here' } } },
      then: {
        properties: {
          orfSignatureName: { type: 'string' },
          orfSignatureAttestation: { type: 'boolean' },
        },
        dependencies: {
          orfSignatureName: { properties: { orfSignatureAttestation: { not: { const: false } } } },
        },
      },
    },
  ],
};

/** Every field the form can show, each with a value, and "Who signs?" as given. */
function everyField(whoSigns: unknown): FormValues {
  const values: FormValues = {
    orfPatientName: 'Jane Example',
    orfPatientAddress: '1234 Sample Avenue',
    orfSignerMobile: '(305) 555-0123',
    orfSignatureName: 'Dr. Example',
    orfSignatureAttestation: true,
  };
  return whoSigns === undefined ? values : { ...values, orfWhoSigns: whoSigns };
}

describe('shownValuesOf', () => {
  it('keeps what the form shows for each answer to its choice, as the conditions say', () => {
    const utils = createSchemaUtils(validator, schema);
    const shown = shownValuesOf(utils, schema);
    // Twice round, so that the second round reads what the first worked out.
    for (const round of [1, 2]) {
      for (const whoSigns of [undefined, null, 'here', 'practitioner']) {
        const values = everyField(whoSigns);
        expect(shown(values), `${String(whoSigns)}, round ${round}`).toEqual(
          shownValues(utils, schema, values),
        );
      }
    }
    expect(Object.keys(shown(everyField(null)))).toEqual([
      'orfPatientName',
      'orfPatientAddress',
      'orfWhoSigns',
    ]);
    expect(shown(everyField(undefined))).toHaveProperty('orfSignatureName', 'Dr. Example');
    expect(shown(everyField('practitioner'))).toHaveProperty('orfSignerMobile');
    expect(shown(everyField('practitioner'))).not.toHaveProperty('orfSignatureName');
  });

  it('resolves the conditions once for each answer to the choice, not on every key typed', () => {
    const utils = createSchemaUtils(validator, schema);
    const retrieveSchema = vi.spyOn(utils, 'retrieveSchema');
    const shown = shownValuesOf(utils, schema);
    for (const typed of ['1', '12', '123', '1234']) {
      expect(shown({ ...everyField('here'), orfPatientAddress: typed })).toHaveProperty(
        'orfPatientAddress',
        typed,
      );
    }
    expect(retrieveSchema).toHaveBeenCalledTimes(1);
    shown(everyField('practitioner'));
    expect(retrieveSchema).toHaveBeenCalledTimes(2);
  });

  it('resolves them every time when a value outside the choices brings fields', () => {
    const bringsFields: RJSFSchema = {
      type: 'object',
      properties: { other: { type: 'boolean' }, reason: { type: 'string' } },
      if: { properties: { other: { const: true } }, required: ['other'] },
      then: { properties: { which: { type: 'string' } } },
      dependencies: { reason: { properties: { detail: { type: 'string' } } } },
    };
    const shown = shownValuesOf(createSchemaUtils(validator, bringsFields), bringsFields);
    expect(shown({ other: false, detail: 'kept?' })).toEqual({ other: false });
    expect(shown({ other: false, reason: 'Why', detail: 'kept' })).toEqual({
      other: false,
      reason: 'Why',
      detail: 'kept',
    });
  });
});

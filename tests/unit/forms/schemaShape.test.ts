import { describe, expect, it } from 'vitest';
import type { RJSFSchema } from '@rjsf/utils';
import { orderRxSchema } from '../../../src/features/order-rx/orderRxFiles';
import allFieldsSchema from '../../../schemas/examples-all-fields/schema.json';
import {
  conditionChoices,
  needsLiveValues,
  topLevelFieldsChosenBy,
} from '../../../src/forms/core/schemaShape';

const fields: RJSFSchema = {
  type: 'object',
  properties: { name: { type: 'string' }, ticked: { type: 'boolean' } },
};

describe('needsLiveValues', () => {
  it('keeps a fixed set of fields in the fast store, the order form included', () => {
    expect(needsLiveValues(fields)).toBe(false);
    expect(needsLiveValues(orderRxSchema)).toBe(false);
  });

  it('keeps a dependency that only adds a rule to fields the form has', () => {
    const rule = { name: { properties: { ticked: { enum: [true] } } } };
    expect(needsLiveValues({ ...fields, dependencies: rule })).toBe(false);
    expect(needsLiveValues({ ...fields, dependencies: { name: ['ticked'] } })).toBe(false);
  });

  it('leaves to rjsf a dependency that brings a field, or alternatives', () => {
    const brings = { name: { properties: { other: { type: 'string' as const } } } };
    expect(needsLiveValues({ ...fields, dependencies: brings })).toBe(true);
    const alternatives = { name: { oneOf: [{ properties: { ticked: { const: true } } }] } };
    expect(needsLiveValues({ ...fields, dependencies: alternatives })).toBe(true);
    expect(needsLiveValues(allFieldsSchema as unknown as RJSFSchema)).toBe(true);
  });

  it('keeps plain top-level conditions on a choice in the fast store, and names the choice', () => {
    expect(conditionChoices(orderRxSchema)).toEqual(['orfWhoSigns']);
    const brings = { properties: { which: { type: 'string' as const } }, required: ['which'] };
    const condition = { if: { properties: { name: { const: 'x' } } }, then: brings };
    expect(needsLiveValues({ ...fields, ...condition })).toBe(false);
    expect(needsLiveValues({ ...fields, allOf: [condition, condition] })).toBe(false);
    const bringsRows = { properties: { rows: { type: 'array' as const } } };
    expect(needsLiveValues({ ...fields, ...condition, then: bringsRows })).toBe(true);
    const onAnother = { if: { properties: { elsewhere: { const: 'x' } } }, then: brings };
    expect(needsLiveValues({ ...fields, ...onAnother })).toBe(true);
    expect(conditionChoices(fields)).toBeUndefined();
  });

  it('takes a condition whose fields carry rules among themselves as plain ("sign here")', () => {
    const signHere = {
      if: { properties: { name: { const: 'here' } } },
      then: {
        properties: { typed: { type: 'string' as const }, box: { type: 'boolean' as const } },
        dependencies: { typed: { properties: { box: { not: { const: false } } } } },
      },
    };
    expect(conditionChoices({ ...fields, allOf: [signHere] })).toEqual(['name']);
    expect(needsLiveValues({ ...fields, allOf: [signHere] })).toBe(false);
    const brings = { typed: { properties: { other: { type: 'string' as const } } } };
    const bringing = { ...signHere, then: { ...signHere.then, dependencies: brings } };
    expect(conditionChoices({ ...fields, allOf: [bringing] })).toBeUndefined();
    expect(needsLiveValues({ ...fields, allOf: [bringing] })).toBe(true);
  });
});

describe('topLevelFieldsChosenBy', () => {
  const chosen = {
    ...fields,
    if: { properties: { ticked: { const: true } }, required: ['ticked'] },
    then: { properties: { why: { type: 'string' as const } } },
  };

  it("names the order form's choice, and a plain condition's", () => {
    expect(topLevelFieldsChosenBy(orderRxSchema)).toEqual(['orfWhoSigns']);
    expect(topLevelFieldsChosenBy(chosen)).toEqual(['ticked']);
  });

  it('names none where more than the choices decides the fields', () => {
    const brings = { name: { properties: { other: { type: 'string' as const } } } };
    expect(topLevelFieldsChosenBy({ ...chosen, dependencies: brings })).toBeUndefined();
    expect(topLevelFieldsChosenBy({ ...chosen, oneOf: [fields, fields] })).toBeUndefined();
    expect(topLevelFieldsChosenBy({ ...chosen, $ref: '#/definitions/x' })).toBeUndefined();
    expect(topLevelFieldsChosenBy(fields)).toBeUndefined();
  });
});

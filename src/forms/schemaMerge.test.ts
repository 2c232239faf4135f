import { describe, expect, it } from 'vitest';
import type { RJSFSchema } from '@rjsf/utils';
import rjsfMerge from '@rjsf/utils/lib/schema/shallowAllOfMerge.js';
import { orderRxSchema as order } from '../features/order-rx/orderRxFiles';
import consentSchema from '../../schemas/consent/schema.json';
import examplesSchema from '../../schemas/examples-all-fields/schema.json';
import shallowAllOfMerge, { needsFullMerge, prepareSchemaMerge } from './schemaMerge';

const { allOf: orderAllOf, ...orderBase } = order;
const [whoSigns, signHere] = orderAllOf as RJSFSchema[];
/** "Sign here" as rjsf resolves it: its `dependencies` applied to its fields (a name typed). */
const signHereFields: RJSFSchema = { ...(signHere.then as RJSFSchema) };
delete signHereFields.dependencies;
const signedByName: RJSFSchema = {
  ...signHereFields,
  properties: {
    ...signHereFields.properties,
    orfSignatureAttestation: { type: 'boolean', default: false, enum: [true] },
  },
};

/** What rjsf hands the merge: the object with its conditions resolved, each part in `allOf`. */
const resolved: [string, RJSFSchema][] = [
  [
    'the Order Rx form, sent to the practitioner',
    { ...orderBase, allOf: [whoSigns.then as RJSFSchema, {}] },
  ],
  ['the Order Rx form, signed here', { ...orderBase, allOf: [{}, signHereFields] }],
  ['the Order Rx form, signed here by name', { ...orderBase, allOf: [{}, signedByName] }],
  [
    'parts that require fields already required',
    {
      type: 'object',
      required: ['a'],
      properties: { a: { type: 'string' } },
      allOf: [{ required: ['a', 'b'], properties: { b: { type: 'number' } } }, { required: ['c'] }],
    },
  ],
  [
    'an object without fields of its own',
    { type: 'object', allOf: [{ properties: { a: { type: 'string' } } }] },
  ],
  ['nested parts', { type: 'object', allOf: [{ allOf: [{ required: ['x'] }] }, {}] }],
];

describe("the allOf merge, in place of rjsf's", () => {
  it.each(resolved)('merges %s as rjsf’s own does', (_, schema) => {
    expect(shallowAllOfMerge(schema)).toEqual(rjsfMerge(schema));
  });

  it('leaves any other allOf to rjsf’s own merge, which it must be given first', async () => {
    const clash: RJSFSchema = {
      type: 'object',
      properties: { a: { type: 'string', maxLength: 9 } },
      allOf: [{ properties: { a: { type: 'string', maxLength: 5 } } }],
    };
    const other: RJSFSchema = { type: 'object', allOf: [{ title: 'T', minProperties: 1 }] };
    expect(() => shallowAllOfMerge(clash)).toThrow(/prepareSchemaMerge/);
    await prepareSchemaMerge(clash);
    expect(shallowAllOfMerge(clash)).toEqual(rjsfMerge(clash));
    expect(shallowAllOfMerge(other)).toEqual(rjsfMerge(other));
  });

  it("needs rjsf's own merge only for forms with more than plain conditions", () => {
    expect(needsFullMerge(order)).toBe(false);
    expect(needsFullMerge(consentSchema as RJSFSchema)).toBe(false);
    expect(needsFullMerge({ ...order, allOf: [{ ...whoSigns, else: { title: 'x' } }] })).toBe(true);
    expect(needsFullMerge({ ...order, allOf: [whoSigns, whoSigns] })).toBe(true);
    // A rule among a branch's fields is plain; one that brings a field is not.
    const bringsField = {
      orfSignatureName: { properties: { orfOther: { type: 'string' as const } } },
    };
    const then = { ...(signHere.then as RJSFSchema), dependencies: bringsField };
    expect(needsFullMerge({ ...order, allOf: [whoSigns, { ...signHere, then }] })).toBe(true);
    expect(needsFullMerge({ type: 'object', properties: { a: { allOf: [{}] } } })).toBe(true);
    expect(needsFullMerge({ type: 'object', patternProperties: { '^x': {} } })).toBe(true);
    expect(needsFullMerge(examplesSchema as unknown as RJSFSchema)).toBeTypeOf('boolean');
  });
});

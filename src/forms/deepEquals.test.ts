import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import rjsfDeepEquals from '@rjsf/utils/lib/deepEquals.js';
import orderSchema from '../../schemas/order-rx/schema.json';
import orderUi from '../../schemas/order-rx/ui.json';
import deepEquals from './deepEquals';

const cyclic = () => {
  const node: Record<string, unknown> = { name: 'a' };
  node.self = node;
  return node;
};
const nullPrototype = (value: object) => Object.assign(Object.create(null) as object, value);
const noop = () => undefined;

/** Pairs of what rjsf compares, and the corner cases of its fast-equals based deepEquals. */
const pairs: [string, unknown, unknown][] = [
  ['the same object', orderSchema, orderSchema],
  ['a schema and its copy', orderSchema, structuredClone(orderSchema)],
  ['a ui schema and an edited copy', orderUi, { ...orderUi, 'ui:order': ['x'] }],
  ['form data', { a: 'x', b: [1, 2, { c: true }] }, { a: 'x', b: [1, 2, { c: true }] }],
  [
    'form data, one leaf differs',
    { a: 'x', b: [1, 2, { c: true }] },
    { a: 'x', b: [1, 2, { c: false }] },
  ],
  ['a key more', { a: 1 }, { a: 1, b: undefined }],
  ['same keys, other order', { a: 1, b: 2 }, { b: 2, a: 1 }],
  ['a key missing, one undefined', { a: 1, b: undefined }, { a: 1, c: undefined }],
  ['arrays of other lengths', [1, 2], [1, 2, 3]],
  ['an array and an object', [1], { 0: 1 }],
  ['empty array and empty object', [], {}],
  ['NaN', NaN, NaN],
  ['0 and -0', 0, -0],
  ['a number and its string', 1, '1'],
  ['null and undefined', null, undefined],
  ['null and an object', null, {}],
  ['two functions', noop, () => 1],
  ['a function and an object', noop, {}],
  ['dates', new Date(5), new Date(5)],
  ['other dates', new Date(5), new Date(6)],
  ['regular expressions', /a/g, /a/g],
  ['other flags', /a/g, /a/i],
  ['maps', new Map([[{ k: 1 }, 'v']]), new Map([[{ k: 1 }, 'v']])],
  ['maps, other value', new Map([['k', 1]]), new Map([['k', 2]])],
  ['sets in other orders', new Set([1, { a: 2 }]), new Set([{ a: 2 }, 1])],
  ['sets of other sizes', new Set([1]), new Set([1, 2])],
  ['null-prototype objects', nullPrototype({ a: 1 }), nullPrototype({ a: 1 })],
  ['a null-prototype and a plain object', nullPrototype({ a: 1 }), { a: 1 }],
  ['cycles', cyclic(), cyclic()],
  ['a cycle and its unrolled copy', cyclic(), { name: 'a', self: { name: 'a', self: {} } }],
  [
    'React elements',
    createElement('p', { id: 'x' }, 'text'),
    createElement('p', { id: 'x' }, 'text'),
  ],
  ['React elements, other text', createElement('p', null, 'a'), createElement('p', null, 'b')],
  [
    'props with handlers',
    { onChange: noop, schema: orderSchema },
    { onChange: () => 2, schema: orderSchema },
  ],
];

describe("deepEquals, in place of rjsf's", () => {
  it.each(pairs)('answers as rjsf’s own for %s', (_, a, b) => {
    expect(deepEquals(a, b)).toBe(rjsfDeepEquals(a, b));
    expect(deepEquals(b, a)).toBe(rjsfDeepEquals(b, a));
  });
});

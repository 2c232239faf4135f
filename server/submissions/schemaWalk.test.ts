import { describe, expect, it } from 'vitest';
import type { JsonSchema } from '../../contract/schemaWalk';
import { undeclaredFields } from './undeclaredFields';
import { maxJsonBytes, UNBOUNDED_STRING_CHARS } from './valuesSize';

const root: JsonSchema = {
  type: 'object',
  definitions: {
    address: { type: 'object', properties: { street: { type: 'string', maxLength: 10 } } },
    node: { type: 'object', properties: { child: { $ref: '#/definitions/node' } } },
  },
  properties: {
    home: { $ref: '#/definitions/address' },
    kind: { enum: ['a', 'b'] },
    tree: { $ref: '#/definitions/node' },
    extras: { type: 'object', additionalProperties: { type: 'string' } },
  },
  dependencies: { kind: { properties: { kindNote: { type: 'string' } } } },
  oneOf: [
    { properties: { phone: { type: 'string' } } },
    { properties: { email: { type: 'string' } } },
  ],
};

describe('undeclaredFields', () => {
  it('knows keys declared through $ref, dependencies and oneOf branches', () => {
    const value = {
      home: { street: 'Main' },
      kind: 'a',
      kindNote: 'x',
      phone: '1',
      email: 'e',
      tree: { child: { child: {} } },
      extras: { anything: 'goes' },
    };
    expect(undeclaredFields(value, [root], root, [])).toEqual([]);
  });

  it('finds unknown keys at any depth, but not where the schema lets any key in', () => {
    const value = { home: { street: 'Main', zip: '1' }, tree: { child: { leaf: 1 } }, other: 1 };
    expect(undeclaredFields(value, [root], root, [])).toEqual([
      ['home', 'zip'],
      ['tree', 'child', 'leaf'],
      ['other'],
    ]);
  });
});

describe('maxJsonBytes', () => {
  it('is the largest JSON text of a valid value: keys, limits and punctuation', () => {
    const schema: JsonSchema = {
      type: 'object',
      properties: {
        name: { type: 'string', maxLength: 10 },
        ok: { type: 'boolean' },
        size: { enum: ['small', 'large'] },
        rows: { type: 'array', maxItems: 2, items: { type: 'integer' } },
      },
    };
    const name = '"name"'.length + 2 + 10 * 6 + 2;
    const ok = '"ok"'.length + 2 + 32;
    const size = '"size"'.length + 2 + '"small"'.length;
    const rows = '"rows"'.length + 2 + 2 + 2 * (32 + 1);
    expect(maxJsonBytes([schema], schema)).toBe(2 + name + ok + size + rows);
    expect(
      JSON.stringify({ name: '\u0000'.repeat(10), ok: true, size: 'large', rows: [1, 2] }).length,
    ).toBeLessThanOrEqual(maxJsonBytes([schema], schema));
  });

  it('gives strings without maxLength a fixed room, and stops at $ref cycles', () => {
    expect(maxJsonBytes([{ type: 'string' }], {})).toBe(UNBOUNDED_STRING_CHARS * 6 + 2);
    expect(Number.isFinite(maxJsonBytes([root], root))).toBe(true);
  });
});

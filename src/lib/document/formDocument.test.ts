import { describe, expect, it } from 'vitest';
import { documentSections } from './formDocument';

const schema = {
  type: 'object',
  properties: {
    name: { type: 'string', title: 'Your name' },
    request: {
      type: 'string',
      title: 'What do you want?',
      oneOf: [
        { const: 'return', title: 'Return it' },
        { const: 'repair', title: 'Have it repaired' },
      ],
    },
    reasons: {
      type: 'array',
      title: 'Reasons',
      uniqueItems: true,
      items: { type: 'string', enum: ['Too big', 'Broken'] },
    },
    products: {
      type: 'array',
      title: 'Products',
      items: {
        type: 'object',
        title: 'Product',
        properties: { description: { type: 'string', title: 'What is it?' } },
      },
    },
    secret: { type: 'string', title: 'Source' },
  },
  if: { properties: { request: { const: 'repair' } } },
  then: {
    properties: { brokenOn: { type: 'string', title: 'When did it break?', format: 'date' } },
  },
};
const uiSchema = {
  'ui:options': {
    sections: [
      {
        title: 'About you',
        description: 'We answer within two days.',
        help: 'Type your name as on your card.',
        fields: ['name', 'secret'],
        columns: 2,
      },
      { title: 'Request', fields: ['request', 'brokenOn', 'reasons', 'products'] },
    ],
  },
  secret: { 'ui:widget': 'hidden' },
};

/** The print forms a registry would give: here only one that prints nothing. */
const printForms = { widgets: { hidden: () => [] }, fields: {} };

describe('documentSections', () => {
  it('follows the sections, prints choice titles and dates, and leaves hidden fields and screen help out', () => {
    const [about, request] = documentSections({
      schema,
      uiSchema,
      printForms,
      values: {
        name: 'Jane',
        secret: 'web',
        request: 'repair',
        brokenOn: '2026-11-20',
        reasons: ['Broken'],
        products: [{ description: 'Walker' }],
      },
    });
    expect(about).toMatchObject({
      title: 'About you',
      description: 'We answer within two days.',
      columns: 2,
    });
    // Help meant for the screen is not printed.
    expect(JSON.stringify(about)).not.toContain('Type your name');
    expect(about.cells).toEqual([{ kind: 'text', label: 'Your name', value: 'Jane', span: 1 }]);
    expect(request.cells).toMatchObject([
      { kind: 'text', label: 'What do you want?', value: 'Have it repaired' },
      { kind: 'text', label: 'When did it break?', value: '11/20/2026' },
      {
        kind: 'group',
        label: 'Reasons',
        cells: [
          { kind: 'check', label: 'Too big', checked: false },
          { kind: 'check', label: 'Broken', checked: true },
        ],
      },
      {
        kind: 'group',
        label: 'Products',
        cells: [
          { kind: 'group', label: 'Product 1', cells: [{ label: 'What is it?', value: 'Walker' }] },
        ],
      },
    ]);
  });

  it('prints a field of a condition only while it is shown (its value was sent)', () => {
    const [, request] = documentSections({
      schema,
      uiSchema,
      printForms,
      values: { request: 'return' },
    });
    expect(request.cells.map((cell) => ('label' in cell ? cell.label : ''))).not.toContain(
      'When did it break?',
    );
  });
});

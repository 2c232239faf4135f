import { describe, expect, it } from 'vitest';
import orderSchema from '../../../schemas/order-rx/schema.json';
import orderUi from '../../../schemas/order-rx/ui.json';
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

  it('prints a field of a condition on a choice while the choice brings it, empty too', () => {
    const labels = (values: Record<string, unknown>) =>
      documentSections({ schema, uiSchema, printForms, values })[1].cells.map((cell) =>
        'label' in cell ? cell.label : '',
      );
    expect(labels({ request: 'repair' })).toContain('When did it break?');
    expect(labels({ request: 'return' })).not.toContain('When did it break?');
    // A value left from before the choice changed is not printed either.
    expect(labels({ request: 'return', brokenOn: '2026-11-02' })).not.toContain(
      'When did it break?',
    );
  });

  it('prints the Order Rx signature to sign here, even unsigned, and none after another choice', () => {
    const signatureCells = (values: Record<string, unknown>) =>
      documentSections({
        schema: orderSchema,
        uiSchema: orderUi,
        values,
        printForms: {
          widgets: { signature: ({ label, span }) => [{ kind: 'note', text: label, span }] },
          fields: {},
        },
      })
        .flatMap((section) => section.cells)
        .flatMap((cell) => ('label' in cell ? [cell.label] : 'text' in cell ? [cell.text] : []))
        .filter((label) => /signature|sign this order|to sign electronically/.test(label));
    const here = [
      "Prescriber's signature",
      "Or type the prescriber's name to sign electronically",
      'I am the prescriber and I sign this order electronically',
    ];
    expect(signatureCells({ orfWhoSigns: 'here' })).toEqual(here);
    const drawing = 'data:image/png;base64,iVBORw0KGgo=';
    for (const orfWhoSigns of ['practitioner', 'attached']) {
      expect(signatureCells({ orfWhoSigns, orfSignature: drawing })).toEqual([]);
    }
  });
});

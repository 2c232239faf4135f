import { describe, expect, it } from 'vitest';
import { formTexts, translateUi, translationProblems } from './translations.ts';

const schema = {
  title: 'Returns',
  type: 'object',
  definitions: {
    address: {
      type: 'object',
      title: 'Address',
      properties: { zip: { type: 'string', title: 'ZIP' } },
    },
  },
  properties: {
    contactBy: {
      type: 'string',
      title: 'Reach me by',
      oneOf: [
        { const: 'phone', title: 'Phone call' },
        { const: 'email', title: 'E-mail' },
      ],
    },
    size: { type: 'string', title: 'Size', enum: ['Small', 'Large'] },
    rows: {
      type: 'array',
      title: 'Rows',
      items: {
        type: 'object',
        title: 'Row',
        properties: { qty: { type: 'integer', title: 'Quantity' } },
      },
    },
    shipTo: { $ref: '#/definitions/address' },
    payment: {
      type: 'object',
      title: 'Payment',
      oneOf: [
        { title: 'Card', properties: { last4: { type: 'string', title: 'Last 4 digits' } } },
        {
          title: 'Invoice',
          properties: { invoiceEmail: { type: 'string', title: 'Invoice e-mail' } },
        },
      ],
    },
  },
  if: { properties: { size: { const: 'Large' } } },
  then: { properties: { why: { type: 'string', title: 'Why large?' } } },
};
const ui = {
  'ui:submitButtonOptions': { submitText: 'Send' },
  'ui:options': { sections: [{ title: 'About you', fields: ['contactBy'] }] },
  contactBy: {
    'ui:help': 'We call in the morning',
    'ui:options': { errorMessages: { required: 'Say how' } },
  },
  payment: { 'ui:order': ['*'] },
};

describe('a form translation', () => {
  it('has a key for every text a person reads, named by where ui.json shows it', () => {
    const keys = formTexts(schema, ui).map((text) => text.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        'ui:title',
        'ui:submitButtonOptions.submitText',
        'ui:options.sections.0.title',
        'contactBy.ui:title',
        'contactBy.ui:help',
        'contactBy.ui:options.errorMessages.required',
        'contactBy.oneOf.0.ui:title',
        'size.ui:enumNames.Small',
        'rows.items.ui:title',
        'rows.items.qty.ui:title',
        'shipTo.ui:title',
        'shipTo.zip.ui:title',
        'payment.oneOf.1.ui:title',
        'payment.last4.ui:title',
        'why.ui:title',
      ]),
    );
    expect(keys).not.toContain('payment.ui:order');
  });

  it('is an overlay on ui.json; the schema is untouched', () => {
    const file = Object.fromEntries(
      formTexts(schema, ui).map(({ key, english }) => [key, { en: english, es: `ES ${english}` }]),
    );
    const before = JSON.stringify(schema);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a deep read of plain JSON
    const translated = translateUi(schema, ui, file, 'es') as Record<string, any>;
    expect(JSON.stringify(schema)).toBe(before);
    expect(translated['ui:title']).toBe('ES Returns');
    expect(translated.contactBy['ui:title']).toBe('ES Reach me by');
    expect(translated.contactBy.oneOf[1]['ui:title']).toBe('ES E-mail');
    expect(translated.contactBy['ui:options'].errorMessages.required).toBe('ES Say how');
    expect(translated['ui:options'].sections[0]).toEqual({
      title: 'ES About you',
      fields: ['contactBy'],
    });
    expect(translated.size['ui:enumNames']).toEqual({ Small: 'ES Small', Large: 'ES Large' });
    // rjsf replaces a field's ui entry by ui.oneOf[n]: each keeps the field's own entry.
    expect(translated.payment.oneOf[0]).toMatchObject({
      'ui:title': 'ES Card',
      'ui:order': ['*'],
      last4: { 'ui:title': 'ES Last 4 digits' },
    });
    expect(ui.contactBy).not.toHaveProperty('ui:title');
  });

  it('names each missing, empty, outdated and extra key', () => {
    const texts = formTexts(schema, ui);
    const file = Object.fromEntries(
      texts.map(({ key, english }) => [key, { en: english, es: 'x' }]),
    );
    delete file['contactBy.ui:title'];
    file['size.ui:title'] = { en: 'Size', es: '' };
    file['rows.ui:title'] = { en: 'Lines', es: 'Filas' };
    file['gone.ui:title'] = { en: 'Gone', es: 'Ido' };
    expect(translationProblems(texts, file, 'es')).toEqual([
      { key: 'contactBy.ui:title', message: 'no es translation of "Reach me by"' },
      { key: 'size.ui:title', message: 'the es text is empty' },
      { key: 'rows.ui:title', message: expect.stringContaining('the English text is now "Rows"') },
      { key: 'gone.ui:title', message: 'no text of the form has this key: remove it' },
    ]);
  });
});

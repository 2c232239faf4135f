/** The edits the guide's examples do not make, on the real schemas: what changes, and only that. */
import { describe, expect, it } from 'vitest';
import { checkFiles } from '../../../scripts/schema-check/checkFiles';
import {
  applyEdit,
  missingTranslations,
  readForm,
  StudioEditError,
  type StudioEdit,
} from '../../../studio/model/index.ts';
import { changedFiles, changedLines, realSchemas } from './studioFiles';

const original = realSchemas();
const form = 'order-rx';
const ui = `${form}/ui.json`;
const es = `${form}/es.json`;
const schema = `${form}/schema.json`;
const edit = (change: StudioEdit) => applyEdit(original, change);
/** The files still pass the checker, with every text translated. */
function expectSound(files: typeof original, formId: string): void {
  expect(missingTranslations(files, formId)).toEqual([]);
  expect(checkFiles(files)).toEqual([]);
}
const sectionTitles = (files: typeof original) =>
  readForm(files, form).sections.map((section) => section.title);

describe('studio edits beyond the worked examples', () => {
  it('removeField takes the field, its place, its settings and its Spanish, and nothing else', () => {
    const after = edit({ kind: 'removeField', form, key: 'orfContact' });
    expect(changedFiles(original, after).sort()).toEqual([es, schema, ui]);
    const schemaChange = changedLines(original[schema]!, after[schema]!);
    expect(schemaChange.added).toEqual([]);
    expect(schemaChange.removed.join('\n')).toContain('"title": "Referral Contact Phone"');
    expect(changedLines(original[ui]!, after[ui]!)).toEqual(
      expect.objectContaining({
        added: ['        "fields": ["orfReferalName"],'],
      }),
    );
    expect(changedLines(original[es]!, after[es]!).added).toEqual([]);
    expect(
      Object.keys(JSON.parse(after[es]!) as object).some((key) => key.startsWith('orfContact.')),
    ).toBe(false);
    expect(checkFiles(after)).toEqual([]);
  });

  it('moveSection moves its text as written, and its Spanish keys follow it', () => {
    const after = edit({ kind: 'moveSection', form, from: 3, to: 0 });
    expect(sectionTitles(after).slice(0, 4)).toEqual([
      'Mobility',
      'Referral',
      'Patient Information',
      'Incontinence Products',
    ]);
    const change = changedLines(original[ui]!, after[ui]!);
    expect(change.added.length).toBe(change.removed.length);
    expectSound(after, form);
    const back = applyEdit(after, { kind: 'moveSection', form, from: 0, to: 3 });
    expect(back).toEqual(original);
  });

  it('removeSection takes its fields with it (their settings, Spanish and conditions), and the form stays valid', () => {
    const after = edit({ kind: 'removeSection', form, index: 0 });
    const outline = readForm(after, form);
    expect(outline.unplaced).toEqual([]);
    expect(sectionTitles(after).slice(0, 2)).toEqual([
      'Patient Information',
      'Incontinence Products',
    ]);
    const declared = Object.keys(
      (JSON.parse(after[schema]!) as { properties: Record<string, unknown> }).properties,
    );
    expect(declared).not.toContain('orfReferalName');
    expect(declared).not.toContain('orfContact');
    expect(after[es]).not.toMatch(/"orfReferalName\.|"orfContact\./);
    expectSound(after, form);
  });

  it('updateSection changes one setting on its own line, and removes one', () => {
    const after = edit({
      kind: 'updateSection',
      form,
      index: 1,
      changes: { columns: 6, description: null },
    });
    const change = changedLines(original[ui]!, after[ui]!);
    expect(change.removed).toEqual([
      '        "description": "Please include the patient\'s demographics and chart notes.",',
      '        "columns": 12',
    ]);
    expect(change.added).toEqual(['        "columns": 6']);
    expectSound(after, form);
  });

  it('updateField changes a kind, keeping the label, and writes the new kind whole', () => {
    const after = edit({
      kind: 'updateField',
      form,
      key: 'orfWeight',
      changes: {
        kind: 'choice',
        choiceWidget: 'radio',
        options: [
          { value: 'lb', label: 'Pounds' },
          { value: 'kg', label: 'Kilograms' },
        ],
      },
    });
    const field = readForm(after, form).sections[1]!.fields.find(
      (item) => item.key === 'orfWeight',
    );
    expect(field).toMatchObject({
      kind: 'choice',
      label: 'Weight',
      widget: 'radio',
      options: [
        { value: 'lb', label: 'Pounds' },
        { value: 'kg', label: 'Kilograms' },
      ],
    });
    expect(
      (JSON.parse(after[schema]!) as { properties: Record<string, unknown> }).properties.orfWeight,
    ).toEqual({
      type: 'string',
      title: 'Weight',
      oneOf: [
        { const: 'lb', title: 'Pounds' },
        { const: 'kg', title: 'Kilograms' },
      ],
    });
    expect(missingTranslations(after, form).map((text) => text.key)).toEqual([
      'orfWeight.oneOf.0.ui:title',
      'orfWeight.oneOf.1.ui:title',
    ]);
  });

  it('moveField keeps the form\'s "ui:order" in the order of its sections', () => {
    const consent = 'consent';
    const consentUi = `${consent}/ui.json`;
    const order = (files: typeof original) =>
      (JSON.parse(files[consentUi]!) as { 'ui:order': string[] })['ui:order'];
    const down = applyEdit(original, {
      kind: 'moveField',
      form: consent,
      key: 'name',
      to: { section: 1, index: 1 },
    });
    expect(order(down)).toEqual(['lastName', 'email', 'phone', 'consent', 'name']);
    expect(checkFiles(down)).toEqual([]);
    const within = applyEdit(original, {
      kind: 'moveField',
      form: consent,
      key: 'phone',
      to: { section: 0, index: 0 },
    });
    expect(order(within)).toEqual(['phone', 'name', 'lastName', 'email', 'consent']);
    const back = applyEdit(within, {
      kind: 'moveField',
      form: consent,
      key: 'phone',
      to: { section: 0, index: 3 },
    });
    expect(back).toEqual(original);
  });

  const examples = 'examples-all-fields';
  const contactBy = { phone: 'Phone call', text: 'Text message', email: 'E-mail' };
  /** The "Best way to reach you" choice list of the examples form with these options. */
  const withOptions = (files: typeof original, values: (keyof typeof contactBy)[]) =>
    applyEdit(files, {
      kind: 'updateField',
      form: examples,
      key: 'contactBy',
      changes: { options: values.map((value) => ({ value, label: contactBy[value] })) },
    });
  /** Its options' Spanish, as es.json lists them. */
  const optionsSpanish = (files: typeof original) =>
    Object.entries(JSON.parse(files[`${examples}/es.json`]!) as Record<string, { es: string }>)
      .filter(([key]) => key.startsWith('contactBy.oneOf.'))
      .map(([key, entry]) => [key, entry.es]);

  it("reordering a choice list's options moves their Spanish with them, in order", () => {
    const after = withOptions(original, ['email', 'phone', 'text']);
    expect(optionsSpanish(after)).toEqual([
      ['contactBy.oneOf.0.ui:title', 'Correo electrónico'],
      ['contactBy.oneOf.1.ui:title', 'Llamada telefónica'],
      ['contactBy.oneOf.2.ui:title', 'Mensaje de texto'],
    ]);
    expectSound(after, examples);
    expect(withOptions(after, ['phone', 'text', 'email'])).toEqual(original);
  });

  it('removing one option of a choice list drops its Spanish and renumbers the rest', () => {
    const after = withOptions(original, ['phone', 'email']);
    expect(optionsSpanish(after)).toEqual([
      ['contactBy.oneOf.0.ui:title', 'Llamada telefónica'],
      ['contactBy.oneOf.1.ui:title', 'Correo electrónico'],
    ]);
    expect(missingTranslations(after, examples)).toEqual([]);
  });

  it('a choice code typed anew keeps its option and its Spanish, and only its line changes', () => {
    const after = applyEdit(original, {
      kind: 'updateField',
      form: examples,
      key: 'contactBy',
      changes: {
        options: [
          { value: 'call', label: 'Phone call' },
          { value: 'text', label: 'Text message' },
          { value: 'email', label: 'E-mail' },
        ],
      },
    });
    expect(optionsSpanish(after)).toEqual(optionsSpanish(original));
    const schemaFile = `${examples}/schema.json`;
    expect(changedLines(original[schemaFile]!, after[schemaFile]!)).toEqual({
      removed: ['          "const": "phone",'],
      added: ['          "const": "call",'],
    });
  });

  it('a condition that also requires a field it does not show keeps it when conditions change', () => {
    const first = {
      when: { field: 'orfMobilityAddonsC', value: true },
      show: ['orfContact'],
      required: ['orfContact', 'orfReferalName'],
    };
    const once = applyEdit(original, { kind: 'setConditions', form, conditions: [first] });
    const second = { when: { field: 'orfMobilityAddonsC', value: false }, show: [], required: [] };
    const twice = applyEdit(once, {
      kind: 'setConditions',
      form,
      conditions: [...readForm(once, form).conditions, { ...second, show: ['orfPatientName'] }],
    });
    const groups = (JSON.parse(twice[schema]!) as { allOf: { then: { required?: string[] } }[] })
      .allOf;
    expect(groups[0]!.then.required).toEqual(['orfContact', 'orfReferalName']);
    expect(readForm(twice, form).conditions[0]).toEqual(first);
  });

  it('an edit that cannot be made says why, and the files stay as they were', () => {
    const attempt = (change: StudioEdit) => () => applyEdit(original, change);
    expect(
      attempt({
        kind: 'addField',
        form,
        key: 'orfPhone',
        field: { kind: 'text', label: 'Again' },
        place: { section: 0 },
      }),
    ).toThrow(new StudioEditError('The form already has a field "orfPhone": choose another key.'));
    expect(attempt({ kind: 'removeField', form, key: 'nope' })).toThrow(StudioEditError);
    expect(attempt({ kind: 'setTranslation', form, key: 'nope.ui:title', es: 'x' })).toThrow(
      StudioEditError,
    );
    expect(realSchemas()).toEqual(original);
  });
});

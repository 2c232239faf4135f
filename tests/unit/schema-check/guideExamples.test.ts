import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkSchemasDir } from '../../../scripts/schema-check/checkForms';
import { copyOfSchemas, editJson, translateNewTexts } from './editedCopy';
import {
  addCheckboxExample,
  applyGuideExamples,
  guideSection,
  jsonBlocks,
  valueAfter,
} from './guideExamples';

const messages = (dir: string) => checkSchemasDir(dir, dir).map((problem) => problem.message);

describe('the worked examples of docs/editing-forms.md, as the guide prints them', () => {
  const dir = copyOfSchemas();
  applyGuideExamples(dir);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const read = (form: string, file: string) =>
    JSON.parse(readFileSync(path.join(dir, form, file), 'utf8')) as Record<string, unknown>;

  it('pass the checker together, with no error and no warning', () => {
    expect(checkSchemasDir(dir, dir)).toEqual([]);
  });

  it('are taken from the guide, not written again here', () => {
    const order = read('order-rx', 'schema.json');
    expect(order.required).toEqual(['orfPatientName', 'orfPhone', 'orfReferalName']);
    expect(order.properties as Record<string, { title?: string; maximum?: number }>).toMatchObject({
      orfReferalName: { title: 'Referring Doctor' },
      orfInputFormIPQTY0: { maximum: 400 },
      orfMobilityAddonsKS: { title: 'Knee Scooter' },
    });
    const returns = read('returns', 'schema.json');
    expect(returns.title).toBe('Return or Repair');
    expect(returns.allOf).toHaveLength(2);
  });

  it('each block the guide shows is JSON once pasted where the guide says', () => {
    const allOf = valueAfter(jsonBlocks(guideSection('Several conditions'))[0], 'allOf');
    expect(allOf).toEqual([
      expect.objectContaining({ then: expect.objectContaining({ required: ['whichReason'] }) }),
      expect.objectContaining({ then: expect.objectContaining({ required: ['brokenOn'] }) }),
    ]);
  });
});

describe("the checker's messages example 1 promises", () => {
  const dir = copyOfSchemas();
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('a field in schema.json but in no section, then a section naming a misspelt field', () => {
    addCheckboxExample(dir);
    const ui = path.join(dir, 'order-rx', 'ui.json');
    const placeIn = (key: string) =>
      editJson(ui, (value) => {
        const { sections } = value['ui:options'] as { sections: { fields: string[] }[] };
        const mobility = sections.find((section) => section.fields.includes('orfMobilityAddonsC'))!;
        mobility.fields = mobility.fields.filter(
          (field) => !field.startsWith('orfMobilityAddonsK'),
        );
        if (key) mobility.fields.push(key);
      });

    placeIn('');
    expect(messages(dir)).toEqual([
      expect.stringMatching(
        /^"orfMobilityAddonsKS" is a field in schema.json but is in no section/,
      ),
    ]);
    placeIn('orfMobilityAddonsK');
    expect(messages(dir)).toContainEqual(
      expect.stringMatching(/^"orfMobilityAddonsK" is not a field in schema.json/),
    );
  });
});

describe('an agreement box on a form with conditions', () => {
  const dir = copyOfSchemas();
  applyGuideExamples(dir);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is refused, since it would start ticked there', () => {
    const form = (file: string) => path.join(dir, 'returns', file);
    editJson(form('schema.json'), (schema) => {
      (schema.properties as Record<string, unknown>).agree = {
        type: 'boolean',
        title: 'I agree',
        enum: [true],
      };
    });
    editJson(form('ui.json'), (ui) => {
      ui.agree = { 'ui:widget': 'agreement', 'ui:label': false, 'ui:options': { text: 'Yes.' } };
      const { sections } = ui['ui:options'] as { sections: { fields: string[] }[] };
      sections[0].fields.push('agree');
    });
    translateNewTexts(dir);
    expect(messages(dir)).toEqual([
      expect.stringMatching(/^An agreement box cannot yet be used on a form with conditions/),
    ]);
  });
});

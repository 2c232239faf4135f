/**
 * The worked examples of docs/editing-forms.md made with studio edits: the files hold what the
 * guide's JSON gives (compared parsed, against the guide's own steps applied to a copy), each
 * file's diff is only the lines of the change, the result is laid out as Prettier would, and the
 * files before the edit are untouched (undo is keeping them).
 */
import { rmSync } from 'node:fs';
import * as prettier from 'prettier';
import { describe, expect, it } from 'vitest';
import {
  applyEdit,
  missingTranslations,
  readForm,
  type StudioEdit,
  type StudioFiles,
} from '../../../studio/model/index.ts';
import { copyOfSchemas } from '../schema-check/editedCopy';
import {
  addCheckboxExample,
  addSectionExample,
  changeCapExample,
  guideSection,
  jsonBlocks,
  renameLabelExample,
  requiredFieldExample,
  valueAfter,
} from '../schema-check/guideExamples';
import { changedFiles, changedLines, filesOf, realSchemas } from './studioFiles';

const original = realSchemas();
const parsed = (files: StudioFiles, file: string) => JSON.parse(files[file]!) as unknown;
/** The studio's files and the guide's hand edit hold the same JSON, file by file. */
function expectAsTheGuide(after: StudioFiles, guide: StudioFiles, files: string[]): void {
  for (const file of files) expect(parsed(after, file), file).toEqual(parsed(guide, file));
}
const sectionIndex = (files: StudioFiles, title: string) =>
  readForm(files, 'order-rx').sections.findIndex((section) => section.title === title);

/** The files after the guide's own steps on a copy of schemas/. */
function byTheGuide(example: (dir: string) => void): StudioFiles {
  const dir = copyOfSchemas();
  try {
    example(dir);
    return filesOf(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function expectPrettierClean(files: StudioFiles, paths: string[]) {
  const options = { ...(await prettier.resolveConfig('schemas/forms.json')), parser: 'json' };
  for (const file of paths) {
    expect(await prettier.format(files[file]!, options), file).toBe(files[file]);
  }
}

function edited(edit: StudioEdit, files = original): StudioFiles {
  const snapshot = { ...files };
  const after = applyEdit(files, edit);
  expect(files).toEqual(snapshot);
  return after;
}

describe('the worked examples as studio edits, on the real schemas', () => {
  it('1. a checkbox in the Mobility section, with its Spanish', async () => {
    const after = edited({
      kind: 'batch',
      edits: [
        {
          kind: 'addField',
          form: 'order-rx',
          key: 'orfMobilityAddonsKS',
          field: { kind: 'checkbox', label: 'Knee Scooter' },
          place: { section: sectionIndex(original, 'Mobility') },
        },
        {
          kind: 'setTranslation',
          form: 'order-rx',
          key: 'orfMobilityAddonsKS.ui:title',
          es: 'Scooter para rodilla',
        },
      ],
    });
    const guide = byTheGuide(addCheckboxExample);
    expectAsTheGuide(after, guide, [
      'order-rx/schema.json',
      'order-rx/ui.json',
      'order-rx/es.json',
    ]);
    expect(changedFiles(original, after).sort()).toEqual([
      'order-rx/es.json',
      'order-rx/schema.json',
      'order-rx/ui.json',
    ]);
    expect(changedLines(original['order-rx/schema.json']!, after['order-rx/schema.json']!)).toEqual(
      {
        removed: [],
        added: [
          '    "orfMobilityAddonsKS": {',
          '      "type": "boolean",',
          '      "title": "Knee Scooter",',
          '      "default": false',
          '    },',
        ],
      },
    );
    expect(changedLines(original['order-rx/ui.json']!, after['order-rx/ui.json']!)).toEqual({
      removed: ['          "orfMobilityAddonsC"'],
      added: ['          "orfMobilityAddonsC",', '          "orfMobilityAddonsKS"'],
    });
    expect(changedLines(original['order-rx/es.json']!, after['order-rx/es.json']!).removed).toEqual(
      [],
    );
    expect(missingTranslations(after, 'order-rx')).toEqual([]);
    await expectPrettierClean(after, changedFiles(original, after));
  });

  it('2. a label renamed: one line, and its Spanish listed as to check', () => {
    const after = edited({
      kind: 'updateField',
      form: 'order-rx',
      key: 'orfReferalName',
      changes: { label: 'Referring Doctor' },
    });
    const guide = byTheGuide(renameLabelExample);
    expectAsTheGuide(after, guide, ['order-rx/schema.json']);
    expect(changedFiles(original, after)).toEqual(['order-rx/schema.json']);
    expect(changedLines(original['order-rx/schema.json']!, after['order-rx/schema.json']!)).toEqual(
      {
        removed: ['      "title": "Referral Name",'],
        added: ['      "title": "Referring Doctor",'],
      },
    );
    expect(missingTranslations(after, 'order-rx')).toEqual([
      expect.objectContaining({ key: 'orfReferalName.ui:title', reason: 'changed' }),
    ]);
  });

  it('3. a cap changed: one number', () => {
    const after = edited({
      kind: 'updateField',
      form: 'order-rx',
      key: 'orfInputFormIPQTY0',
      changes: { maximum: 400 },
    });
    const guide = byTheGuide(changeCapExample);
    expectAsTheGuide(after, guide, ['order-rx/schema.json', 'order-rx/ui.json']);
    expect(changedLines(original['order-rx/schema.json']!, after['order-rx/schema.json']!)).toEqual(
      {
        removed: ['      "maximum": 300'],
        added: ['      "maximum": 400'],
      },
    );
  });

  it('4. a field made required, with its own message', async () => {
    const after = edited({
      kind: 'updateField',
      form: 'order-rx',
      key: 'orfReferalName',
      changes: { required: true, messages: { required: 'Please give the referring office' } },
    });
    const guide = byTheGuide(requiredFieldExample);
    expectAsTheGuide(after, guide, ['order-rx/schema.json', 'order-rx/ui.json']);
    expect(changedLines(original['order-rx/schema.json']!, after['order-rx/schema.json']!)).toEqual(
      {
        removed: ['  "required": ["orfPatientName", "orfPhone"],'],
        added: ['  "required": ["orfPatientName", "orfPhone", "orfReferalName"],'],
      },
    );
    const ui = changedLines(original['order-rx/ui.json']!, after['order-rx/ui.json']!);
    expect(ui.removed).toEqual([]);
    expect(ui.added.join('\n')).toContain('"required": "Please give the referring office"');
    expect(readForm(after, 'order-rx').sections[0]!.fields[0]).toMatchObject({
      key: 'orfReferalName',
      required: true,
      messages: { required: 'Please give the referring office' },
    });
    await expectPrettierClean(after, changedFiles(original, after));
  });

  it('5. a section added after the Certification, two fields moved into it', async () => {
    const at = sectionIndex(original, 'Certification') + 1;
    const move = (key: string): StudioEdit => ({
      kind: 'moveField',
      form: 'order-rx',
      key,
      to: { section: at },
    });
    const after = edited({
      kind: 'batch',
      edits: [
        {
          kind: 'addSection',
          form: 'order-rx',
          index: at,
          settings: { title: 'Signatures', columns: 2 },
        },
        move('orfFooterS'),
        move('orfFooterS1'),
      ],
    });
    const guide = byTheGuide(addSectionExample);
    expectAsTheGuide(after, guide, ['order-rx/ui.json']);
    // The sections after it keep their Spanish, under their new numbers.
    expect(missingTranslations(after, 'order-rx')).toEqual([
      { key: `ui:options.sections.${at}.title`, english: 'Signatures', reason: 'missing' },
    ]);
    const es = changedLines(original['order-rx/es.json']!, after['order-rx/es.json']!);
    expect(es.removed.every((line) => /"ui:options\.sections\.\d+\./.test(line))).toBe(true);
    expect(es.removed.length).toBe(es.added.length);
    await expectPrettierClean(after, changedFiles(original, after));
  });
});

describe('a new form that e-mails its answers, with two conditions (examples 6 to 11)', () => {
  const conditions = valueAfter(jsonBlocks(guideSection('Several conditions'))[0]!, 'allOf');
  const documents = (heading: string) =>
    jsonBlocks(guideSection(heading)).flatMap((block) => {
      try {
        return [JSON.parse(block) as Record<string, unknown>];
      } catch {
        return [];
      }
    });
  const finished = documents('11. ').find((document) => '$schema' in document) as {
    properties: Record<string, unknown>;
  };
  const entry = documents('6. ').find((document) => 'id' in document);
  const field = (
    key: string,
    settings: Extract<StudioEdit, { kind: 'addField' }>['field'],
  ): StudioEdit => ({
    kind: 'addField',
    form: 'returns',
    key,
    field: settings,
    place: { section: 0 },
  });

  const edits: StudioEdit[] = [
    {
      kind: 'addForm',
      form: {
        id: 'returns',
        route: '/returns',
        title: 'Return or Repair',
        sendTo: 'email',
        emailTo: 'returns@example.com',
      },
    },
    field('name', { kind: 'text', label: 'Your name', maxLength: 60, required: true }),
    field('phone', { kind: 'phone', label: 'Phone', required: true }),
    field('collection', {
      kind: 'choice',
      label: 'How should we collect it?',
      options: [
        { value: 'pickup', label: 'Our driver picks it up' },
        { value: 'dropoff', label: 'I bring it to the store' },
        { value: 'mail', label: 'I send it by mail' },
      ],
    }),
    field('request', {
      kind: 'choice',
      choiceWidget: 'radio',
      label: 'What do you want?',
      options: [
        { value: 'return', label: 'Return it' },
        { value: 'repair', label: 'Have it repaired' },
      ],
    }),
    field('otherReason', { kind: 'checkbox', label: 'Other reason' }),
    field('whichReason', { kind: 'text', label: 'Which reason?', maxLength: 200 }),
    field('brokenOn', { kind: 'date', label: 'When did it break?' }),
    field('notes', { kind: 'longText', label: 'Notes', maxLength: 500 }),
    {
      kind: 'setConditions',
      form: 'returns',
      conditions: [
        {
          when: { field: 'otherReason', value: true },
          show: ['whichReason'],
          required: ['whichReason'],
        },
      ],
    },
    {
      kind: 'setConditions',
      form: 'returns',
      conditions: [
        {
          when: { field: 'otherReason', value: true },
          show: ['whichReason'],
          required: ['whichReason'],
        },
        { when: { field: 'request', value: 'repair' }, show: ['brokenOn'], required: ['brokenOn'] },
      ],
    },
  ];
  const steps = edits.reduce<StudioFiles[]>(
    (all, edit) => [...all, edited(edit, all.at(-1))],
    [original],
  );
  const after = steps.at(-1)!;

  it('holds the guide JSON for its entry, its fields and its conditions', async () => {
    expect((parsed(after, 'forms.json') as unknown[]).at(-1)).toEqual(entry);
    const schema = parsed(after, 'returns/schema.json') as Record<string, unknown>;
    expect(schema.allOf).toEqual(conditions);
    expect(schema.if).toBeUndefined();
    const properties = schema.properties as Record<string, unknown>;
    for (const key of ['name', 'phone', 'collection', 'request', 'otherReason', 'notes']) {
      expect(properties[key], key).toEqual(finished.properties[key]);
    }
    expect(Object.keys(properties)).not.toContain('whichReason');
    const outline = readForm(after, 'returns');
    expect(outline.conditions).toHaveLength(2);
    expect(outline.sections[0]!.fields.map((item) => item.key)).toEqual([
      'name',
      'phone',
      'collection',
      'request',
      'otherReason',
      'whichReason',
      'brokenOn',
      'notes',
    ]);
    expect(outline.sections[0]!.fields.find((item) => item.key === 'request')).toMatchObject({
      kind: 'choice',
      widget: 'radio',
      conditional: false,
    });
    await expectPrettierClean(after, changedFiles(original, after));
  });

  it('the first condition keeps its lines when the second is added', () => {
    const [withOne, withTwo] = steps.slice(-2);
    const change = changedLines(withOne!['returns/schema.json']!, withTwo!['returns/schema.json']!);
    expect(change.removed.join('\n')).toContain('"if"');
  });

  it('each step undone gives the files back byte for byte', () => {
    steps.slice(0, -1).forEach((files, index) => {
      const redone = applyEdit(files, edits[index]!);
      expect(redone).toEqual(steps[index + 1]);
    });
  });
});

/**
 * The studio (`npm run studio`) on a copy of schemas/: the worked examples of
 * docs/editing-forms.md made through its UI, by staff who type no JSON. The files then hold what
 * the guide's JSON gives (compared parsed), each save changes only the lines of its change, undo
 * of every step gives the files back byte for byte, a save the checker refuses is refused with
 * its message at the field, and a file changed on disk meanwhile is reported, not overwritten.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { WCAG_TAGS } from './support/axe';
import { readForm, saveInStudio, studioPort } from './support/studio';
import { startStudio, type RunningStudio } from '../../studio/testing/studioProcess';
import { startServerProcess } from '../../server/testing/serverProcess';
import { newestMailedRecord } from './support/outbox';
import { build } from 'vite';
import { guideSection, jsonBlocks, valueAfter } from '../unit/schema-check/guideExamples';

type Json = Record<string, unknown>;

const work = mkdtempSync(path.join(tmpdir(), 'rx-studio-'));
const schemasDir = path.join(work, 'schemas');
const original = path.join(work, 'original');
const shots = path.join('test-results', 'studio');
let studio: RunningStudio;
let page: Page;

test.describe.configure({ mode: 'serial', timeout: 180_000 });
test.use({ actionTimeout: 20_000 });

test.beforeAll(async ({ browser }) => {
  cpSync('schemas', schemasDir, { recursive: true });
  cpSync('schemas', original, { recursive: true });
  studio = await startStudio(schemasDir, studioPort());
  // A context of its own: axe needs one (not browser.newPage()).
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  await page.goto(studio.url);
  await expect(page.getByRole('heading', { name: 'Form studio' })).toBeVisible();
  // A first start prepares the preview's and the PDF's code before it serves the page.
  await expect(preview().getByRole('heading', { name: 'Order Rx Form' })).toBeVisible({
    timeout: 90_000,
  });
  await expect(page.locator('.pdf-preview')).toBeVisible({ timeout: 90_000 });
});

test.afterAll(async () => {
  await page?.context().close();
  await studio?.stop();
  rmSync(work, { recursive: true, force: true });
});

const parsed = (file: string) => JSON.parse(readForm(schemasDir, file)) as Json;
const order = (file: string) => parsed(`order-rx/${file}`);
const property = (file: string, key: string) =>
  ((parsed(file).properties as Json)[key] ?? undefined) as unknown;

/** The lines `git diff --no-index` shows removed and added between two texts. */
function changedLines(before: string, after: string): { removed: string[]; added: string[] } {
  const a = path.join(work, 'before.json');
  const b = path.join(work, 'after.json');
  writeFileSync(a, before);
  writeFileSync(b, after);
  let diff = '';
  try {
    execFileSync('git', ['diff', '--no-index', '--unified=0', a, b], { encoding: 'utf8' });
  } catch (error) {
    diff = (error as { stdout: string }).stdout;
  }
  const lines = diff.split('\n').filter((line) => !/^(\+\+\+|---) /.test(line));
  return {
    removed: lines.filter((line) => line.startsWith('-')).map((line) => line.slice(1)),
    added: lines.filter((line) => line.startsWith('+')).map((line) => line.slice(1)),
  };
}

/** What a save changed: only lines naming `words`, besides a comma added to the line before. */
function expectOnlyChange(file: string, before: string, words: RegExp, added: number) {
  const change = changedLines(before, readForm(schemasDir, file));
  const commaOnly = (line: string) => change.added.includes(`${line},`);
  expect(
    change.removed.filter((line) => !commaOnly(line)),
    file,
  ).toEqual([]);
  expect(change.added, file).toHaveLength(added + change.removed.length);
  for (const line of change.added) {
    if (!change.removed.some((removed) => line === `${removed},`)) {
      expect(line, `${file}: a line of the change`).toMatch(words);
    }
  }
}

/** What a save changed: one line, where `from` became `to`. */
function expectReplaced(file: string, before: string, from: string, to: string) {
  const change = changedLines(before, readForm(schemasDir, file));
  expect(change.removed, file).toHaveLength(1);
  expect(change.removed[0], file).toContain(from);
  expect(change.added, file).toEqual([change.removed[0].replace(from, to)]);
}

async function openForm(title: string) {
  await page.getByRole('combobox', { name: 'Form', exact: true }).selectOption({ label: title });
  await expect(page.getByRole('heading', { name: 'Sections and fields' })).toBeVisible();
}

const tree = () => page.getByRole('navigation', { name: 'Sections and fields' });
const chooseField = (label: string) =>
  tree()
    .getByRole('button', { name: new RegExp(`^${label.replace(/[?.]/g, '\\$&')} ·`) })
    .click();
/** A text's box in Spanish: its id is `es-` and the text's key in es.json. */
const spanish = (key: string) => page.locator(`[id="es-${key}"]`);
const preview = () => page.frameLocator('.preview iframe');

async function addField(label: string, key: string, kind: string, section: string) {
  await tree().getByRole('button', { name: 'Add a field' }).click();
  await page.getByLabel('Label (what people read)').fill(label);
  await page.getByLabel('Name it is stored and sent under').fill(key);
  await page.getByLabel('Kind of field').selectOption(kind);
  // Every section can be told apart, a section without a heading by its number.
  const sections = page.getByLabel('In the section').locator('option');
  await expect(sections.filter({ hasText: /^$/ })).toHaveCount(0);
  await page.getByLabel('In the section').selectOption({ label: section });
  await page.getByRole('button', { name: 'Add the field' }).click();
  await expect(page.getByRole('heading', { name: `Field: ${label}` })).toBeVisible();
  await spanish(`${key}.ui:title`).waitFor();
}

const editor = () => page.locator('.studio__editor');
const englishOf = (title: string) =>
  editor().locator('.pair-row').filter({ hasText: title }).getByLabel('English', { exact: true });

/** The texts of some files of the copy, as on disk now. */
const onDisk = (files: string[]) =>
  Object.fromEntries(files.map((file) => [file, readForm(schemasDir, file)]));

/** The studio's working texts of `files` (its unsaved work is kept in localStorage). */
async function working(files: string[]): Promise<Record<string, string>> {
  const kept = await page.evaluate(() => localStorage.getItem('rx-forms-studio-unsaved'));
  const unsaved = (kept ? JSON.parse(kept) : { files: {} }) as {
    files: Record<string, { text: string }>;
  };
  return Object.fromEntries(
    files.map((file) => [file, unsaved.files[file]?.text ?? readForm(schemasDir, file)]),
  );
}

/** Presses `keys` until the studio's texts are `wanted` (at most `limit` times). */
async function stepUntil(keys: string, wanted: Record<string, string>, limit = 40) {
  const files = Object.keys(wanted);
  for (let pressed = 0; pressed < limit; pressed += 1) {
    if (JSON.stringify(await working(files)) === JSON.stringify(wanted)) return;
    await page.keyboard.press(keys);
  }
  expect(await working(files), `${keys} ${limit} times`).toEqual(wanted);
}

/**
 * After a saved edit: undo back to `before` and a save give each file back byte for byte, and
 * redo and a save give the edit back.
 */
async function expectUndoRestores(before: Record<string, string>) {
  const files = Object.keys(before);
  const edited = onDisk(files);
  expect(edited, 'the edit was saved').not.toEqual(before);
  await stepUntil('Control+z', before);
  await saveInStudio(page);
  for (const file of files)
    expect(readForm(schemasDir, file), `undone: ${file}`).toBe(before[file]);
  await stepUntil('Control+Shift+Z', edited);
  await saveInStudio(page);
  for (const file of files)
    expect(readForm(schemasDir, file), `redone: ${file}`).toBe(edited[file]);
}

test('the guide’s examples on the Order Rx form, through the studio', async () => {
  await openForm('Order Rx Form');
  const before = Object.fromEntries(
    ['schema.json', 'ui.json', 'es.json'].map((file) => [
      file,
      readForm(schemasDir, `order-rx/${file}`),
    ]),
  );
  const orderFiles = Object.keys(before).map((file) => `order-rx/${file}`);
  let saved = onDisk(orderFiles);

  // 1. A checkbox in the Mobility section, with its Spanish.
  const [checkbox, placement, checkboxEs] = jsonBlocks(guideSection('1. '));
  await addField('Knee Scooter', 'orfMobilityAddonsKS', 'checkbox', 'Mobility');
  await spanish('orfMobilityAddonsKS.ui:title').fill('Scooter para rodilla');
  await expect(preview().getByText('Knee Scooter')).toBeVisible();
  await page.getByRole('radio', { name: 'Spanish' }).check();
  await expect(preview().getByText('Scooter para rodilla')).toBeVisible();
  await page.getByRole('radio', { name: 'English' }).check();
  await saveInStudio(page);
  expect(property('order-rx/schema.json', 'orfMobilityAddonsKS')).toEqual(
    valueAfter(checkbox, 'orfMobilityAddonsKS'),
  );
  const mobility = (order('ui.json')['ui:options'] as { sections: Json[] }).sections.find(
    (section) => section.title === valueAfter(placement, 'title'),
  )!;
  expect((mobility.fields as string[]).at(-1)).toBe('orfMobilityAddonsKS');
  expect(order('es.json')['orfMobilityAddonsKS.ui:title']).toEqual(
    valueAfter(checkboxEs, 'orfMobilityAddonsKS.ui:title'),
  );
  expectOnlyChange(
    'order-rx/schema.json',
    before['schema.json'],
    /orfMobilityAddonsKS|boolean|Knee Scooter|false|^\s*},?$/,
    5,
  );
  expectOnlyChange('order-rx/ui.json', before['ui.json'], /orfMobilityAddonsKS/, 1);
  expectOnlyChange(
    'order-rx/es.json',
    before['es.json'],
    /orfMobilityAddonsKS|Knee Scooter|Scooter para rodilla|^\s*},?$/,
    4,
  );

  await expectUndoRestores(saved);
  saved = onDisk(orderFiles);

  // 2. Rename a label (its Spanish follows the new English).
  let step = readForm(schemasDir, 'order-rx/schema.json');
  const [renamed] = jsonBlocks(guideSection('2. '));
  await chooseField('Referral Name');
  await englishOf('Label').fill('Referring Doctor');
  await spanish('orfReferalName.ui:title').fill('Médico que refiere');
  await saveInStudio(page);
  expect(property('order-rx/schema.json', 'orfReferalName')).toEqual(
    valueAfter(renamed, 'orfReferalName'),
  );
  expectReplaced('order-rx/schema.json', step, '"Referral Name"', '"Referring Doctor"');

  await expectUndoRestores(saved);
  saved = onDisk(orderFiles);

  // 3. A quantity's cap.
  step = readForm(schemasDir, 'order-rx/schema.json');
  const ui = readForm(schemasDir, 'order-rx/ui.json');
  const [capped] = jsonBlocks(guideSection('3. '));
  await chooseField('Disposable Chux quantity');
  await page.getByLabel('Cap (the most that can be ordered)').fill('400');
  await expect(preview().getByText('max 400')).toBeVisible();
  await saveInStudio(page);
  expect(property('order-rx/schema.json', 'orfInputFormIPQTY0')).toEqual(
    valueAfter(capped, 'orfInputFormIPQTY0'),
  );
  expectReplaced('order-rx/schema.json', step, '"maximum": 300', '"maximum": 400');
  expect(readForm(schemasDir, 'order-rx/ui.json')).toBe(ui);

  await expectUndoRestores(saved);
  saved = onDisk(orderFiles);

  // 4. A required field, with its message in both languages.
  const [required, message] = jsonBlocks(guideSection('4. '));
  await chooseField('Referring Doctor');
  await page.getByLabel('Required (the form cannot be sent without it)').check();
  await englishOf('Message when it is left empty').fill('Please give the referring office');
  await spanish('orfReferalName.ui:options.errorMessages.required').fill(
    'Indique el consultorio que refiere',
  );
  await saveInStudio(page);
  expect(order('schema.json').required).toEqual(valueAfter(required, 'required'));
  expect(order('ui.json').orfReferalName).toEqual(valueAfter(message, 'orfReferalName'));

  await expectUndoRestores(saved);
  saved = onDisk(orderFiles);

  // 5. A section after the Certification, its two signature fields moved into it: one with the
  // keyboard alone, one by dragging.
  const [sectionBlock] = jsonBlocks(guideSection('5. '));
  const [kept, added] = JSON.parse(`[${sectionBlock.trim().replace(/,$/, '')}]`) as Json[];
  await tree().getByRole('button', { name: 'Add a section' }).click();
  await page.getByLabel('Heading').fill('Signatures');
  await page.getByLabel('Place it after').selectOption({ label: 'Certification' });
  await page.getByRole('button', { name: 'Add the section' }).click();
  await page.getByLabel('Columns the fields are laid out in (1 to 12)').fill('2');
  const sectionsBefore = (order('ui.json')['ui:options'] as { sections: Json[] }).sections;
  const certification = sectionsBefore.findIndex((section) => section.title === kept.title);
  await spanish(`ui:options.sections.${certification + 1}.title`).fill('Firmas');
  const moveDown = tree().getByRole('button', { name: 'Move Second Signature down' });
  await moveDown.focus();
  await page.keyboard.press('Enter');
  await expect(tree().getByRole('list', { name: 'Fields of Signatures' })).toContainText(
    'Second Signature',
  );
  await expect(moveDown).toBeFocused();
  await tree()
    .getByRole('listitem')
    .filter({ hasText: /^Physician Signature/ })
    .dragTo(
      tree()
        .getByRole('listitem')
        .filter({ hasText: /^Second Signature/ }),
    );
  await saveInStudio(page);
  const sections = (order('ui.json')['ui:options'] as { sections: Json[] }).sections;
  const at = sections.findIndex((section) => section.title === kept.title);
  expect(sections[at].fields).toEqual(kept.fields);
  expect(sections[at + 1]).toEqual(added);

  await expectUndoRestores(saved);
  saved = onDisk(orderFiles);
  await page.screenshot({ path: path.join(shots, 'order-form-edited.png') });

  // Undo of every step, then a save, gives the files back byte for byte; redo brings them back.
  const edited = Object.fromEntries(
    ['schema.json', 'ui.json', 'es.json'].map((file) => [
      file,
      readForm(schemasDir, `order-rx/${file}`),
    ]),
  );
  const undo = page.getByRole('button', { name: 'Undo', exact: true });
  while (await undo.isEnabled()) await page.keyboard.press('Control+z');
  await saveInStudio(page);
  for (const file of Object.keys(before)) {
    expect(readForm(schemasDir, `order-rx/${file}`), file).toBe(before[file]);
  }
  const redo = page.getByRole('button', { name: 'Redo', exact: true });
  while (await redo.isEnabled()) await page.keyboard.press('Control+Shift+Z');
  await saveInStudio(page);
  for (const file of Object.keys(edited)) {
    expect(readForm(schemasDir, `order-rx/${file}`), file).toBe(edited[file]);
  }
});

/** The choices of a choice list: code, English, Spanish. */
async function setChoices(label: string, key: string, choices: [string, string, string][]) {
  const list = editor().locator('fieldset.options');
  while ((await list.getByRole('listitem').count()) < choices.length) {
    await list.getByRole('button', { name: 'Add a choice' }).click();
  }
  for (const [index, [code, english, es]] of choices.entries()) {
    const name = `${label}, choice ${index + 1}`;
    await list.getByLabel(`${name}: code`).fill(code);
    await list.getByLabel(`${name}: English`).fill(english);
    await spanish(`${key}.oneOf.${index}.ui:title`).fill(es);
  }
}

test('a new form that e-mails its answers, with a choice list, a number and two conditions', async () => {
  const [entry] = jsonBlocks(guideSection('6. '))
    .map((block) => {
      try {
        return JSON.parse(block) as Json;
      } catch {
        return {};
      }
    })
    .filter((block) => 'id' in block);
  await page.getByRole('button', { name: 'Add a form' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a form' });
  await dialog.getByLabel(/^Title/).fill(entry.title as string);
  await dialog.getByLabel(/^Folder name/).fill(entry.id as string);
  await dialog.getByLabel('Address on the site').fill(entry.route as string);
  await dialog.getByLabel(/^E-mail address/).fill(entry.emailTo as string);
  await dialog.getByRole('button', { name: 'Add the form' }).click();
  await expect(page.getByRole('combobox', { name: 'Form', exact: true })).toHaveValue('returns');
  // The check's answer, a moment after each edit, does not move the page under the pointer (a
  // click on "Add a field" as the banner went away once landed elsewhere).
  const checkBanner = page.getByText(/^The check found/);
  const addFieldButton = tree().getByRole('button', { name: 'Add a field' });
  await expect(checkBanner).toBeVisible();
  const before = await addFieldButton.boundingBox();
  await spanish('ui:title').fill('Devolución o reparación');
  await expect(checkBanner).toBeHidden();
  expect(await addFieldButton.boundingBox()).toEqual(before);

  const finished = guideSection('11. ');
  const schema = jsonBlocks(finished).find((block) => block.includes('"$schema"'))!;
  const field = (key: string) => valueAfter(schema, key) as Json;

  await addField('Your name', 'name', 'text', 'About you');
  await page.getByLabel('Most characters that can be typed').fill('60');
  await spanish('name.ui:title').fill('Su nombre');
  await saveInStudio(page);
  // After each of the guide's edits below: undo, then a save, gives the files back byte for byte.
  const formFiles = ['forms.json', 'schema.json', 'ui.json', 'es.json'].map((file) =>
    file === 'forms.json' ? file : `returns/${file}`,
  );
  let saved = onDisk(formFiles);
  const saveAndUndo = async () => {
    await expect(page.getByText('Spanish still to write (0)')).toBeVisible();
    await saveInStudio(page);
    await expectUndoRestores(saved);
    saved = onDisk(formFiles);
  };

  await addField('How should we collect it?', 'collection', 'choice', 'About you');
  await setChoices('How should we collect it?', 'collection', [
    ['pickup', 'Our driver picks it up', 'Nuestro chofer lo recoge'],
    ['dropoff', 'I bring it to the store', 'Lo llevo a la tienda'],
    ['mail', 'I send it by mail', 'Lo envío por correo'],
  ]);
  await spanish('collection.ui:title').fill('¿Cómo lo recogemos?');
  await saveAndUndo();

  await addField('What do you want?', 'request', 'choice', 'About you');
  await page.getByRole('radio', { name: 'Buttons, all visible' }).check();
  await setChoices('What do you want?', 'request', [
    ['return', 'Return it', 'Devolverlo'],
    ['repair', 'Have it repaired', 'Repararlo'],
  ]);
  await spanish('request.ui:title').fill('¿Qué desea?');

  await addField('How many', 'howMany', 'number', 'About you');
  await page.getByLabel('Largest number allowed').fill('20');
  await spanish('howMany.ui:title').fill('Cuántos');
  await saveAndUndo();

  await addField('Other reason', 'otherReason', 'checkbox', 'About you');
  await spanish('otherReason.ui:title').fill('Otro motivo');
  await addField('Which reason?', 'whichReason', 'text', 'About you');
  await page.getByLabel('Most characters that can be typed').fill('200');
  await spanish('whichReason.ui:title').fill('¿Qué motivo?');
  await addField('When did it break?', 'brokenOn', 'date', 'About you');
  await spanish('brokenOn.ui:title').fill('¿Cuándo se rompió?');
  await saveInStudio(page);
  saved = onDisk(formFiles);

  // Two conditions: "show ‹fields› when ‹field› is ‹value›".
  await tree()
    .getByRole('button', { name: /^The whole form/ })
    .click();
  await page.getByRole('button', { name: 'Add a condition' }).click();
  const first = page.getByRole('group', { name: 'Condition 1' });
  await first.getByLabel('When', { exact: true }).selectOption({ label: 'Other reason' });
  await first.getByLabel('is', { exact: true }).selectOption({ label: 'ticked' });
  await first.getByRole('checkbox', { name: 'Which reason?' }).check();
  await first.getByRole('checkbox', { name: 'required when shown' }).check();
  await page.getByRole('button', { name: 'Add a condition' }).click();
  const second = page.getByRole('group', { name: 'Condition 2' });
  await second.getByLabel('When', { exact: true }).selectOption({ label: 'What do you want?' });
  await second.getByLabel('is', { exact: true }).selectOption({ label: 'Have it repaired' });
  await second.getByRole('checkbox', { name: 'When did it break?' }).check();
  await second.getByRole('checkbox', { name: 'required when shown' }).check();

  await expect(page.getByText('Spanish still to write (0)')).toBeVisible();
  await expect(preview().getByText('How should we collect it?')).toBeVisible();
  await page.screenshot({ path: path.join(shots, 'new-form.png') });
  await saveAndUndo();

  const forms = JSON.parse(readForm(schemasDir, 'forms.json')) as Json[];
  expect(forms.at(-1)).toEqual(entry);
  const written = parsed('returns/schema.json');
  const properties = written.properties as Json;
  expect(properties.name).toEqual(field('name'));
  expect(properties.collection).toEqual(field('collection'));
  expect(properties.request).toEqual(field('request'));
  expect(properties.otherReason).toEqual(field('otherReason'));
  const products = valueAfter(schema, 'products') as { items: { properties: Json } };
  // The guide's "How many" also has a minimum, which the studio does not ask for.
  const howMany = { ...(products.items.properties.quantity as Json) };
  delete howMany.minimum;
  expect(properties.howMany).toEqual(howMany);
  expect(written.allOf).toEqual(
    valueAfter(jsonBlocks(guideSection('Several conditions on one form'))[0], 'allOf'),
  );
  const ui = parsed('returns/ui.json');
  expect((ui.request as Json)['ui:widget']).toBe('radio');
});

test('a save the checker refuses is refused, and its message shows at the field', async () => {
  await openForm('Order Rx Form');
  const before = readForm(schemasDir, 'order-rx/schema.json');
  await chooseField('Referring Doctor');
  // A new English label whose Spanish was written for the old one.
  await englishOf('Label').fill('Referring Physician');
  const problems = editor().locator('.field-problems');
  await expect(problems).toContainText('the English text is now "Referring Physician"');
  await page.getByRole('button', { name: /^Review and save/ }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^Save / })
    .click();
  await expect(page.getByRole('status')).toContainText('Nothing was written: the check found');
  await expect(problems).toBeVisible();
  expect(readForm(schemasDir, 'order-rx/schema.json')).toBe(before);
  // Spanish that is still right for the new English takes one click, and the problem goes.
  await editor().getByRole('button', { name: 'The Spanish is still right' }).click();
  await expect(problems).toHaveCount(0);
  await page.keyboard.press('Control+z');
  await page.keyboard.press('Control+z');
  await expect(page.getByRole('button', { name: 'No changes to save' })).toBeDisabled();
});

test('a file changed on disk during an edit is reported and not overwritten', async () => {
  await openForm('Order Rx Form');
  await chooseField('Disposable Chux quantity');
  await page.getByLabel('Cap (the most that can be ordered)').fill('450');
  // Another editor's change the checker accepts (the copy is built afterwards).
  const changed = readForm(schemasDir, 'order-rx/schema.json').replace(
    '"title": "Weight"',
    '"title":  "Weight"',
  );
  writeFileSync(path.join(schemasDir, 'order-rx/schema.json'), changed);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Changed outside the studio' }),
  ).toContainText('order-rx/schema.json');
  await page.getByRole('button', { name: /^Review and save/ }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^Save / })
    .click();
  await expect(page.getByRole('status')).toContainText(
    'Nothing was written: order-rx/schema.json changed on disk',
  );
  expect(readForm(schemasDir, 'order-rx/schema.json')).toBe(changed);
  await page.getByRole('button', { name: /^Drop my changes/ }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Changed outside the studio' }),
  ).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'No changes to save' })).toBeDisabled();
});

test('axe with the WCAG 2.2 tags finds nothing serious at 1280 px', async () => {
  await openForm('Order Rx Form');
  await chooseField('Referring Doctor');
  const { violations } = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    // The PDF viewer is the browser's own.
    .exclude('.pdf-preview')
    .analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
  await page.screenshot({ path: path.join(shots, 'field-editor.png') });
});

test('a field chosen in the tree with the keyboard takes the focus to its editor', async () => {
  await openForm('Order Rx Form');
  const row = tree().getByRole('button', { name: /^Weight ·/ });
  await row.focus();
  await page.keyboard.press('Enter');
  // The heading of its editor, then its label: not the 300 stops of the tree's other rows.
  await expect(page.getByRole('heading', { name: 'Field: Weight' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(
    page.locator('.pair-row').filter({ hasText: 'Label' }).getByLabel('English', { exact: true }),
  ).toBeFocused();
});

test('the copy the studio edited builds, shows every change in both languages, and its new form sends its answers', async () => {
  test.setTimeout(360_000);
  const outDir = path.join(work, 'dist');
  process.env.SCHEMAS_DIR = schemasDir;
  try {
    await build({ logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  } finally {
    delete process.env.SCHEMAS_DIR;
  }
  const outbox = path.join(work, 'outbox');
  const server = await startServerProcess({
    SITE_DIR: outDir,
    SCHEMAS_DIR: schemasDir,
    DATA_DIR: path.join(work, 'data'),
    OUTBOX_DIR: outbox,
    SMTP_URL: '',
    WHATSAPP_PROVIDER_URL: '',
    RATE_LIMIT_MAX: '10000',
  });
  const site = await page.context().newPage();
  try {
    await site.goto(`${server.url}/order-rx-form`);
    await expect(
      site
        .getByRole('region', { name: 'Mobility' })
        .getByRole('checkbox', { name: 'Knee Scooter' }),
    ).toBeVisible();
    await expect(site.getByLabel('Referring Doctor')).toBeVisible();
    await expect(site.getByText('max 400')).toBeVisible();
    await expect(site.getByRole('region', { name: 'Signatures' })).toBeVisible();
    await site.goto(`${server.url}/order-rx-form?lang=es`);
    await expect(site.getByRole('checkbox', { name: 'Scooter para rodilla' })).toBeVisible();
    await expect(site.getByRole('region', { name: 'Firmas' })).toBeVisible();

    await site.goto(`${server.url}/returns?lang=es`);
    await expect(
      site.getByRole('heading', { level: 1, name: 'Devolución o reparación' }),
    ).toBeVisible();
    await expect(site.getByLabel('¿Cómo lo recogemos?')).toBeVisible();
    await site.goto(`${server.url}/returns?lang=en`);
    await site.getByLabel('Your name').fill('Jane Doe');
    await site.getByLabel('How should we collect it?').selectOption({ label: 'I send it by mail' });
    const brokenOn = site.getByLabel('When did it break?');
    await expect(brokenOn).toHaveCount(0);
    await site.getByRole('radio', { name: 'Have it repaired' }).check();
    await brokenOn.fill('2026-11-20');
    await site.getByLabel('How many').fill('3');
    await site.getByRole('checkbox', { name: 'Other reason' }).check();
    await site.getByLabel('Which reason?').fill('Too heavy');
    await site.getByRole('button', { name: 'Send' }).click();
    await expect(site.getByRole('status')).toHaveText(/Your reference is F-[0-9A-Z]{8}/);
    const { values } = await newestMailedRecord(outbox, work, /-form-F-.+\.eml$/);
    expect(values).toEqual({
      name: 'Jane Doe',
      collection: 'mail',
      request: 'repair',
      brokenOn: '2026-11-20',
      howMany: 3,
      otherReason: true,
      whichReason: 'Too heavy',
    });
  } finally {
    await site.close();
    await server.stop();
  }
});

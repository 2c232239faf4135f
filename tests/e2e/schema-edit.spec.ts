/**
 * Editing form files changes the site with no code change (issue 8). The site is built from an
 * edited copy of schemas/ (SCHEMAS_DIR, see scripts/vite-plugin-schema-check.ts) holding:
 * - the Order Rx form with a "Knee Scooter" checkbox added to its Mobility section, exactly as
 *   docs/editing-forms.md shows;
 * - a whole new form, `contact-us`: a folder and one entry in forms.json;
 * - the consent form with a radio question added to its first section;
 * - `two-conditions`, a form with two conditions under "allOf", as the guide writes them.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { build, preview, type PreviewServer } from 'vite';
import { addKneeScooter, editJson } from '../unit/schema-check/editedCopy';

const shotsDir = path.join('test-results', 'schema-edit');
const work = mkdtempSync(path.join(tmpdir(), 'rx-schema-edit-'));
const schemasDir = path.join(work, 'schemas');
let server: PreviewServer;
let baseUrl: string;

test.describe.configure({ mode: 'serial', timeout: 240_000 });

test.beforeAll(async () => {
  cpSync('schemas', schemasDir, { recursive: true });
  addKneeScooter(schemasDir);
  addConsentQuestion(schemasDir);
  addTwoConditionsForm(schemasDir);
  cpSync('tests/fixtures/schema-check/valid/sample', path.join(schemasDir, 'contact-us'), {
    recursive: true,
  });
  editJson(path.join(schemasDir, 'forms.json'), (list) => {
    (list as unknown as unknown[]).push({
      id: 'contact-us',
      route: '/contact-us',
      title: 'Contact Us',
      sendTo: '/forms/contact-us',
    });
  });
  process.env.SCHEMAS_DIR = schemasDir;
  const outDir = path.join(work, 'dist');
  try {
    await build({ logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  } finally {
    delete process.env.SCHEMAS_DIR;
  }
  const port = Number(process.env.E2E_PORT ?? 4173) + 3;
  server = await preview({
    logLevel: 'warn',
    build: { outDir },
    preview: { host: '127.0.0.1', port, strictPort: true },
  });
  baseUrl = `http://127.0.0.1:${port}`;
  mkdirSync(shotsDir, { recursive: true });
});

test.afterAll(async () => {
  await server?.close();
  rmSync(work, { recursive: true, force: true });
});

/** A question staff add to the consent form: a radio list in its first section. */
function addConsentQuestion(dir: string): void {
  editJson(path.join(dir, 'consent', 'schema.json'), (schema) => {
    (schema.properties as Record<string, unknown>).preferredTime = {
      type: 'string',
      title: 'Best time for texts',
      enum: ['morning', 'evening'],
    };
  });
  editJson(path.join(dir, 'consent', 'ui.json'), (ui) => {
    (ui['ui:order'] as string[]).push('preferredTime');
    const { sections } = ui['ui:options'] as { sections: { fields: string[] }[] };
    sections[0].fields.push('preferredTime');
    ui.preferredTime = { 'ui:widget': 'radio' };
  });
}

/** The guide's "Several conditions on one form": each condition in its own group of "allOf". */
function addTwoConditionsForm(dir: string): void {
  const condition = (when: object, field: string, shape: object) => ({
    if: when,
    then: { properties: { [field]: shape }, required: [field] },
  });
  const form = path.join(dir, 'two-conditions');
  mkdirSync(form);
  writeFileSync(
    path.join(form, 'schema.json'),
    JSON.stringify({
      $schema: 'http://json-schema.org/draft-07/schema#',
      title: 'Two Conditions',
      type: 'object',
      properties: {
        otherReason: { type: 'boolean', title: 'Other reason', default: false },
        request: {
          type: 'string',
          title: 'What do you want?',
          oneOf: [
            { const: 'return', title: 'Return it' },
            { const: 'repair', title: 'Have it repaired' },
          ],
        },
      },
      allOf: [
        condition(
          { properties: { otherReason: { const: true } }, required: ['otherReason'] },
          'whichReason',
          { type: 'string', title: 'Which reason?', maxLength: 200 },
        ),
        condition(
          { properties: { request: { const: 'repair' } }, required: ['request'] },
          'brokenOn',
          { type: 'string', title: 'When did it break?', format: 'date' },
        ),
      ],
    }),
  );
  writeFileSync(
    path.join(form, 'ui.json'),
    JSON.stringify({
      'ui:options': {
        sections: [
          { title: 'Request', fields: ['otherReason', 'whichReason', 'request', 'brokenOn'] },
        ],
      },
      request: { 'ui:widget': 'radio' },
    }),
  );
  editJson(path.join(dir, 'forms.json'), (list) => {
    (list as unknown as unknown[]).push({
      id: 'two-conditions',
      route: '/two-conditions',
      title: 'Two Conditions',
      sendTo: '/forms/two-conditions',
    });
  });
}

async function savePdf(page: Page, name: string): Promise<Buffer> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Imprimir' }).click();
  const file = path.join(shotsDir, name);
  await (await download).saveAs(file);
  return readFileSync(file);
}

/** The PDF's first page as raw pixels (poppler), to compare two PDFs by what they show. */
function firstPagePixels(pdfFile: string): Buffer {
  const prefix = pdfFile.replace(/\.pdf$/, '');
  execFileSync('pdftoppm', ['-r', '60', '-f', '1', '-l', '1', '-singlefile', pdfFile, prefix]);
  execFileSync('pdftoppm', [
    '-r',
    '60',
    '-f',
    '1',
    '-l',
    '1',
    '-singlefile',
    '-png',
    pdfFile,
    prefix,
  ]);
  return readFileSync(`${prefix}.ppm`);
}

test('the added checkbox renders in its section, validates, and is drawn in the PDF', async ({
  page,
}) => {
  await page.goto(`${baseUrl}/order-rx-form`);
  const mobility = page.getByRole('region', { name: 'Mobility' });
  const scooter = mobility.getByRole('checkbox', { name: 'Knee Scooter' });
  await expect(scooter).toBeVisible();
  await expect(scooter).toHaveAttribute('id', 'root_orfMobilityAddonsKS');
  await mobility.screenshot({ path: path.join(shotsDir, 'mobility.png') });

  await page.locator('#root_orfPatientName').fill('Jane Doe');
  await page.locator('#root_orfPhone').pressSequentially('5551234567');
  await expect(page.getByRole('button', { name: 'Send' })).toBeEnabled();

  const unchecked = await savePdf(page, 'unchecked.pdf');
  expect((await PDFDocument.load(unchecked)).getPageCount()).toBeGreaterThanOrEqual(1);
  await scooter.check();
  await savePdf(page, 'checked.pdf');
  await scooter.uncheck();
  await savePdf(page, 'unchecked-again.pdf');

  // The PDF is a picture of the form: ticking only the new box changes it, and only that.
  const pixels = (name: string) => firstPagePixels(path.join(shotsDir, name));
  const [before, ticked, after] = ['unchecked.pdf', 'checked.pdf', 'unchecked-again.pdf'].map(
    pixels,
  );
  expect(after.equals(before)).toBe(true);
  expect(ticked.equals(before)).toBe(false);
});

test('a new form folder with one forms.json entry gets a page that sends its answers', async ({
  page,
}) => {
  const posted: unknown[] = [];
  await page.route('**/forms/contact-us', async (route) => {
    posted.push(route.request().postDataJSON());
    await route.fulfill({ status: 200, json: { ok: true } });
  });
  await page.goto(`${baseUrl}/contact-us`);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await expect(page).toHaveTitle(/Contact Us/);
  await page.locator('#root_patientName').fill('Jane Doe');
  await page.getByRole('checkbox', { name: 'Walker' }).check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status')).toHaveText(/Your answers were sent/);
  await page.screenshot({ path: path.join(shotsDir, 'contact-us.png'), fullPage: true });
  expect(posted).toEqual([
    {
      formId: 'contact-us',
      values: expect.objectContaining({ patientName: 'Jane Doe', walker: true }),
    },
  ]);
});

test('a question added to the consent form is sent with the consent', async ({ page }) => {
  const sent: Record<string, unknown>[] = [];
  // The preview serves no API: the request is caught where it leaves the browser.
  await page.route('**/consents', async (route) => {
    sent.push(route.request().postDataJSON() as Record<string, unknown>);
    await route.fulfill({ status: 201, json: { ok: true, id: 1 } });
  });
  await page.goto(`${baseUrl}/conset-messages-form`);
  await page.locator('#root_name').fill('Mary');
  await page.locator('#root_lastName').fill('Doe');
  await page.locator('#root_email').fill('mary@example.com');
  await page.locator('#root_phone').pressSequentially('5550100199');
  await page.getByRole('radio', { name: 'evening' }).check();
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('status')).toHaveText(/was recorded/);
  expect(sent).toHaveLength(1);
  expect(sent[0]).toMatchObject({ name: 'Mary', answers: { preferredTime: 'evening' } });
});

test('two conditions on one form, written under "allOf" as the guide says, both work', async ({
  page,
}) => {
  const posted: Record<string, unknown>[] = [];
  await page.route('**/forms/two-conditions', async (route) => {
    posted.push(route.request().postDataJSON() as Record<string, unknown>);
    await route.fulfill({ status: 200, json: { ok: true } });
  });
  await page.goto(`${baseUrl}/two-conditions`);
  const whichReason = page.getByLabel('Which reason?');
  const brokenOn = page.getByLabel('When did it break?');
  await expect(whichReason).toHaveCount(0);
  await expect(brokenOn).toHaveCount(0);

  await page.getByRole('checkbox', { name: 'Other reason' }).check();
  await expect(whichReason).toBeVisible();
  await expect(brokenOn).toHaveCount(0);
  await page.getByRole('radio', { name: 'Have it repaired' }).check();
  await expect(brokenOn).toBeVisible();
  await expect(whichReason).toBeVisible();

  // Both fields are required by their own condition: Submit waits for both.
  const submit = page.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();
  await whichReason.fill('Too heavy');
  await expect(submit).toBeDisabled();
  await brokenOn.fill('2026-11-20');
  await submit.click();
  await expect(page.getByRole('status')).toHaveText(/Your answers were sent/);
  expect(posted[0]).toMatchObject({
    values: {
      otherReason: true,
      whichReason: 'Too heavy',
      request: 'repair',
      brokenOn: '2026-11-20',
    },
  });
});

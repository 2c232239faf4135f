/**
 * Editing form files changes the site with no code change. The site is built from an edited
 * copy of schemas/ (SCHEMAS_DIR, see scripts/vite-plugin-schema-check.ts) and served by the real
 * server reading the same copy, which holds:
 * - every worked example of docs/editing-forms.md, applied with the JSON the guide prints
 *   (tests/unit/schema-check/guideExamples.ts): on the Order Rx form a Knee Scooter checkbox, a
 *   renamed label, a new cap, a required field with its message and a new section; and the
 *   guide's Return or Repair form with its dropdown, radio buttons, rows, notes and two
 *   conditions;
 * - a whole new form, `contact-us`, posting to a receiving system of its own;
 * - the consent form with a radio question added to its first section.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { PDFDocument } from 'pdf-lib';
import { build } from 'vite';
import { startServerProcess, type ServerProcess } from '../../server/testing/serverProcess';
import { addContactForm, editJson, translateNewTexts } from '../unit/schema-check/editedCopy';
import { applyGuideExamples } from '../unit/schema-check/guideExamples';
import { newestMailedRecord } from './support/outbox';

const shotsDir = path.join('test-results', 'schema-edit');
const work = mkdtempSync(path.join(tmpdir(), 'rx-schema-edit-'));
const schemasDir = path.join(work, 'schemas');
const outbox = path.join(work, 'outbox');
const dataDir = path.join(work, 'data');
let server: ServerProcess;
let baseUrl: string;

test.describe.configure({ mode: 'serial', timeout: 240_000 });

test.beforeAll(async () => {
  // A build and a server start: minutes on a busy machine; the hook's own limit is the test's.
  test.setTimeout(300_000);
  cpSync('schemas', schemasDir, { recursive: true });
  applyGuideExamples(schemasDir);
  addConsentQuestion(schemasDir);
  addContactForm(schemasDir, '/forms/contact-us');
  translateNewTexts(schemasDir);
  process.env.SCHEMAS_DIR = schemasDir;
  const outDir = path.join(work, 'dist');
  try {
    await build({ logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  } finally {
    delete process.env.SCHEMAS_DIR;
  }
  server = await startServerProcess({
    SITE_DIR: outDir,
    SCHEMAS_DIR: schemasDir,
    DATA_DIR: dataDir,
    OUTBOX_DIR: outbox,
    SMTP_URL: '',
    WHATSAPP_PROVIDER_URL: '',
    RATE_LIMIT_MAX: '10000',
  });
  baseUrl = server.url;
  mkdirSync(shotsDir, { recursive: true });
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(work, { recursive: true, force: true });
});

/** The JSON record and the PDF's text of the newest e-mail whose name matches `pattern`. */
const mailedRecord = (pattern: RegExp, earlier = 0) =>
  newestMailedRecord(outbox, work, pattern, earlier);

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

async function savePdf(page: Page, name: string): Promise<Buffer> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Print' }).click();
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

test('example 1: the added checkbox renders in its section, validates, and is drawn in the PDF', async ({
  page,
}) => {
  // The PDF prints the time to the minute: the three PDFs compared must not straddle a minute.
  await page.clock.setFixedTime(new Date('2026-11-26T10:00:00Z'));
  await page.goto(`${baseUrl}/order-rx-form`);
  const mobility = page.getByRole('region', { name: 'Mobility' });
  const scooter = mobility.getByRole('checkbox', { name: 'Knee Scooter' });
  await expect(scooter).toBeVisible();
  await expect(scooter).toHaveAttribute('id', 'root_orfMobilityAddonsKS');
  await mobility.screenshot({ path: path.join(shotsDir, 'mobility.png') });

  await page.locator('#root_orfPatientName').fill('Jane Doe');
  await page.locator('#root_orfPhone').pressSequentially('5551234567');
  await page.getByLabel('Referring Doctor').fill('Dr. Alan Smith');
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
  // The build read the edited forms.json: the new route has its own document too.
  const document = await (
    await page.request.get(`${baseUrl}/contact-us`, { headers: { accept: 'text/html' } })
  ).text();
  expect(document).toMatch(
    /<link rel="modulepreload" crossorigin href="\/assets\/GenericFormPage-/,
  );
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
      locale: 'en',
    },
  ]);
});

test('a question added to the consent form is sent and kept with the consent', async ({ page }) => {
  const request = page.waitForRequest((r) => r.url().endsWith('/consents'));
  await page.goto(`${baseUrl}/conset-messages-form`);
  await page.locator('#root_name').fill('Mary');
  await page.locator('#root_lastName').fill('Doe');
  await page.locator('#root_email').fill('mary@example.com');
  await page.locator('#root_phone').pressSequentially('5550100199');
  await page.getByRole('radio', { name: 'evening' }).check();
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('status')).toHaveText(/was recorded/);
  expect((await request).postDataJSON()).toMatchObject({
    name: 'Mary',
    answers: { preferredTime: 'evening' },
  });
  const db = new Database(path.join(dataDir, 'consents.sqlite'), { readonly: true });
  try {
    const stored = db.prepare('SELECT name, answers FROM consents').all();
    expect(stored).toEqual([{ name: 'Mary', answers: '{"preferredTime":"evening"}' }]);
  } finally {
    db.close();
  }
});

test('examples 2 to 5 on the Order Rx form: the page shows each, and the order carries them', async ({
  page,
}) => {
  await page.goto(`${baseUrl}/order-rx-form`);
  // 2. The renamed label, in its section.
  const referral = page.getByRole('region', { name: 'Referral' }).getByLabel('Referring Doctor');
  await expect(referral).toBeVisible();
  // 4. Required, with the guide's message and the missing-fields line built from the new title.
  await page.locator('#root_orfPatientName').fill('Jane Doe');
  await page.locator('#root_orfPhone').pressSequentially('5551234567');
  const send = page.getByRole('button', { name: 'Send' });
  await expect(send).toBeDisabled();
  await expect(page.locator('.rx-send-blockers')).toHaveText('Missing: Referring Doctor');
  await referral.focus();
  await referral.blur();
  await expect(referral).toHaveAccessibleDescription('Please give the referring office');
  await referral.fill('Dr. Alan Smith');
  // 3. The cap printed from the new maximum, and kept.
  const chux = page.locator('#root_orfInputFormIPQTY0');
  await expect(page.locator('#root_orfInputFormIPQTY0__cap')).toHaveText('max 400');
  await chux.fill('401');
  await chux.blur();
  await expect(page.locator('#root_orfInputFormIPQTY0__error')).toHaveText('At most 400');
  await chux.fill('400');
  await expect(page.locator('#root_orfInputFormIPQTY0__error')).toHaveCount(0);
  // 5. The new section holds the two signature lines; the Certification keeps the rest.
  const signatures = page.getByRole('region', { name: 'Signatures' });
  await signatures.getByLabel('Physician Signature').fill('A. Smith');
  await expect(signatures.getByLabel('Second Signature')).toBeVisible();
  const certification = page.getByRole('region', { name: 'Certification' });
  await expect(certification.getByLabel('Physician Signature')).toHaveCount(0);
  await expect(certification.getByLabel('Prescriber NPI')).toBeVisible();
  await signatures.screenshot({ path: path.join(shotsDir, 'signatures.png') });

  await expect(send).toBeEnabled();
  await send.click();
  await expect(page.getByRole('status').filter({ hasText: 'The form was sent' })).toBeVisible();
  const { values } = await mailedRecord(/-order-RX-.+\.eml$/);
  expect(values).toMatchObject({
    orfReferalName: 'Dr. Alan Smith',
    orfInputFormIPQTY0: 400,
    orfFooterS: 'A. Smith',
  });
});

test('examples 6 to 11: the Return or Repair form shows every field the guide adds, and sends them', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${baseUrl}/returns`);
  await expect(page.getByRole('heading', { level: 1, name: 'Return or Repair' })).toBeVisible();
  await page.getByLabel('Your name').fill('Jane Doe');
  await page.getByLabel('Phone').pressSequentially('5551234567');
  // 7. A dropdown that starts at "Choose…"; 8. radio buttons.
  const collection = page.getByLabel('How should we collect it?');
  await expect(collection.locator('option:checked')).toHaveText('Choose…');
  await collection.selectOption({ label: 'I bring it to the store' });
  // 11 and "Several conditions": each condition shows its own field.
  const whichReason = page.getByLabel('Which reason?');
  const brokenOn = page.getByLabel('When did it break?');
  await expect(whichReason).toHaveCount(0);
  await expect(brokenOn).toHaveCount(0);
  await page.getByRole('radio', { name: 'Have it repaired' }).check();
  await expect(brokenOn).toBeVisible();
  await expect(whichReason).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Other reason' }).check();
  await whichReason.fill('Too heavy');
  await brokenOn.fill('2026-11-20');
  // 10. Rows: the form starts with minItems (1) rows; Add makes a second.
  await page.getByLabel('What is it?').first().fill('Walker');
  await page.getByLabel('How many').first().fill('1');
  await page.getByRole('button', { name: 'Add product' }).click();
  await page.getByLabel('What is it?').nth(1).fill('Cane');
  await page.getByLabel('How many').nth(1).fill('2');
  // 9. The notes box.
  await page.getByLabel('Notes').fill('Please call first');
  await page.screenshot({ path: path.join(shotsDir, 'returns.png'), fullPage: true });

  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('status')).toHaveText(/Your reference is F-[0-9A-Z]{8}/);
  const { values, pdfText } = await mailedRecord(/-form-F-.+\.eml$/);
  expect(pdfText).toContain('Product 2 What is it? Cane How many 2');
  expect(pdfText).toContain('[x] Other reason');
  expect(values).toEqual({
    name: 'Jane Doe',
    phone: '(555) 123-4567',
    collection: 'dropoff',
    request: 'repair',
    brokenOn: '2026-11-20',
    otherReason: true,
    whichReason: 'Too heavy',
    products: [
      { description: 'Walker', quantity: 1 },
      { description: 'Cane', quantity: 2 },
    ],
    notes: 'Please call first',
  });
  expect(errors).toEqual([]);
});

test("example 13: a generic form with today's date and an agreement box shows both and sends them", async ({
  page,
}) => {
  await page.goto(`${baseUrl}/callback`);
  await expect(page.getByRole('heading', { level: 1, name: 'Call me back' })).toBeVisible();
  const today = await page.evaluate(() => new Date().toLocaleDateString('en-CA'));
  const [year, month, day] = today.split('-');
  await expect(page.getByLabel('Date of the request')).toHaveValue(`${month}/${day}/${year}`);
  // The page's first screen (scripts/first-screens.ts) leaves it empty: the day of the build is
  // not the day the page is opened.
  const html = await page.request.get(`${baseUrl}/callback`, { headers: { accept: 'text/html' } });
  const firstScreen = await html.text();
  expect(firstScreen).toMatch(/<input [^>]*id="root_requestDate"[^>]*value=""/);
  expect(firstScreen).not.toContain(`value="${today}"`);
  // The agreement box has its own look on any form, not only on the consent page.
  const agreement = page.locator('.rx-agreement');
  await expect(agreement).toContainText('I agree that Task Supply may call me about this request.');
  await expect(agreement).toHaveCSS('border-radius', '6px');
  await expect(agreement.getByRole('checkbox')).not.toBeChecked();
  await page.getByLabel('Your name').fill('Jane Doe');
  await page.getByLabel('Phone').pressSequentially('5551234567');
  const send = page.getByRole('button', { name: 'Send' });
  await expect(send).toBeDisabled();
  await expect(page.locator('.rx-send-blockers')).toHaveText('Missing: I agree');
  await agreement.getByRole('checkbox').check();
  await page.screenshot({ path: path.join(shotsDir, 'callback.png'), fullPage: true });
  await send.click();
  await expect(page.getByRole('status')).toHaveText(/Your reference is F-[0-9A-Z]{8}/);
  const { values, pdfText } = await mailedRecord(/-form-F-.+\.eml$/, 1);
  expect(values).toEqual({
    name: 'Jane Doe',
    phone: '(555) 123-4567',
    requestDate: today,
    agree: true,
  });
  expect(pdfText).toContain('I agree that Task Supply may call me about this request.');
  expect(pdfText).toContain('[x] I agree');
});

/**
 * The order as the supplier receives it (issue 16), through the real browser and the project's
 * own server with its outbox: the reference on the page, in the PDF and in the e-mail; the PDF's
 * text layer; the values as JSON; a drawn signature; a replayed request e-mailed once; the
 * written-order rules (NPI check digit, Dx code shape); the PDF's paper layout on a phone.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import PostalMime from 'postal-mime';
import { customFormats } from '../../contract/formats';
import type { SubmissionRecord } from '../../contract/record';
import {
  drawSignature,
  field,
  fillOrder,
  openOrderForm,
  patient,
  pngBytes,
  fileInput,
  sendButton,
} from './order-harness/orderForm';

const outbox = process.env.E2E_OUTBOX_DIR!;
const shotsDir = '/tmp/shots-order-document';
const ORDER_ID = /RX-[0-9A-HJKMNP-TV-Z]{8}/;
const schemaFile = path.resolve('schemas/order-rx/schema.json');

const orderMails = (orderId: string) =>
  fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((n) => n.endsWith(`-${orderId}.eml`)) : [];

/** `pdftotext` of a PDF: what a search or a supplier's intake tool can read. */
function pdfText(pdf: Buffer, name: string, ...args: string[]): string {
  fs.mkdirSync(shotsDir, { recursive: true });
  const file = path.join(shotsDir, name);
  fs.writeFileSync(file, pdf);
  return execFileSync('pdftotext', [...args, file, '-'], { encoding: 'utf8' });
}

function pdfInfo(file: string): Record<string, string> {
  const lines = execFileSync('pdfinfo', [file], { encoding: 'utf8' }).split('\n');
  return Object.fromEntries(
    lines
      .filter((l) => l.includes(':'))
      .map((l) => [l.split(':')[0], l.slice(l.indexOf(':') + 1).trim()]),
  );
}

/** The order of fillOrder plus what a complete written order has: Dx codes, NPI, a signature. */
async function fillWrittenOrder(page: Page): Promise<void> {
  await fillOrder(page);
  await field(page, 'orfIncontinenceProductsFieldsD').check();
  await field(page, 'orfIncontinenceProductsTitleDxCode').fill('N39.498, R32');
  await field(page, 'orfMobilityTitleDxCode').fill('M62.81');
  await field(page, 'orfFooterNpi').fill('1234567893');
  await drawSignature(page);
  await expect(page.getByRole('img', { name: /signed by drawing/ })).toBeVisible();
}

test('a sent order reaches the supplier with its reference, a searchable PDF and its values as JSON; a replay is e-mailed once', async ({
  page,
}) => {
  await openOrderForm(page);
  // The order date is today by default, as a value.
  await expect(field(page, 'orfFooterD')).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);
  await fillWrittenOrder(page);
  await fileInput(page).setInputFiles({
    name: 'rx-scan.png',
    mimeType: 'image/png',
    buffer: pngBytes,
  });

  const requestSent = page.waitForRequest((r) => r.url().endsWith('/send_email_order_rx_form'));
  const answered = page.waitForResponse((r) => r.url().endsWith('/send_email_order_rx_form'));
  await sendButton(page).click();
  const request = await requestSent;
  expect((await answered).status()).toBe(200);
  const body = request.postDataJSON() as {
    order_id: string;
    form_version: string;
    order_values: Record<string, unknown>;
  };
  expect(body.order_id).toMatch(new RegExp(`^${ORDER_ID.source}$`));
  expect(body.form_version).toBe('2026-11-23');
  expect(body.order_values).toMatchObject({
    orfPatientName: patient.name,
    orfIncontinenceProductsTitleDxCode: 'N39.498, R32',
    orfFooterNpi: '1234567893',
    orfIncontinenceProductsFieldsD: true,
  });
  expect(String(body.order_values.orfSignature)).toMatch(/^data:image\/png;base64,/);

  // The page: the reference and the time, focused, until a new order is started.
  const notice = page.getByRole('region', { name: /^Order RX-/ });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('heading')).toHaveText(
    new RegExp(`^Order ${body.order_id} sent at \\d{1,2}:\\d{2}`),
  );
  await expect(notice).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'The form was sent' })).toBeVisible();
  await page.screenshot({ path: `${shotsDir}/sent-notice.png` });

  // The e-mail: subject with the reference, the PDF, the file and the JSON.
  await expect.poll(() => orderMails(body.order_id)).toHaveLength(1);
  const mail = await PostalMime.parse(
    fs.readFileSync(path.join(outbox, orderMails(body.order_id)[0])),
  );
  expect(mail.subject).toContain(body.order_id);
  expect(mail.subject).not.toContain(patient.name);
  const attachment = (suffix: string) =>
    Buffer.from(mail.attachments.find((a) => a.filename?.endsWith(suffix))!.content as ArrayBuffer);

  const pdf = attachment('.pdf');
  const text = pdfText(pdf, 'sent-order.pdf');
  const layout = pdfText(pdf, 'sent-order.pdf', '-layout');
  for (const expected of [patient.name, body.order_id, 'N39.498, R32', 'M62.81', '1234567893']) {
    expect(text).toContain(expected);
  }
  // Ticked items read as ticked; the others do not.
  expect(layout).toMatch(/\[x\]\s+Disposable Chux/);
  expect(layout).toMatch(/\[x\]\s+Diapers/);
  expect(layout).toMatch(/\[ \]\s+Panties/);
  expect(layout).toContain('Signed by drawing');
  // Drawn from the form's files: its sections in the form's order, each label with its value.
  const sections = [
    'REFERRAL',
    'PATIENT INFORMATION',
    'INCONTINENCE PRODUCTS',
    'MOBILITY',
    'ORTHOTICS',
    'CERTIFICATION',
    "PRESCRIBER'S SIGNATURE",
  ];
  const positions = sections.map((title) => layout.indexOf(title));
  expect(
    positions.every((at) => at >= 0),
    positions.join(),
  ).toBe(true);
  expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  const flat = layout.replace(/\s+/g, ' ');
  for (const line of [
    `Referral Name Dr. Alan Smith`,
    `Patient Name ${patient.name}`,
    `Patient Phone ${patient.phone}`,
    'Date of Birth 04/23/1950',
    'Insurance Name Medicare Part B',
    'Dx Code N39.498, R32',
    'Prescriber NPI 1234567893',
    'Physician Name Alan Smith, MD',
  ]) {
    expect(flat).toContain(line);
  }
  expect(flat).toMatch(/\[x\] Disposable Chux 120 max 300/);
  expect(flat).toMatch(/\[x\] Compression Stockings/);
  // The drawn signature is the only image (with its transparency mask); the fonts are the
  // standard ones, not embedded.
  const images = execFileSync('pdfimages', ['-list', path.join(shotsDir, 'sent-order.pdf')], {
    encoding: 'utf8',
  })
    .split('\n')
    .slice(2)
    .filter((line) => line.trim() !== '');
  expect(images.map((line) => line.trim().split(/\s+/)[2])).toEqual(['image', 'smask']);
  const fonts = execFileSync('pdffonts', [path.join(shotsDir, 'sent-order.pdf')], {
    encoding: 'utf8',
  });
  expect(fonts).not.toMatch(/ yes /);
  // The reference is printed on every page.
  const pages = text.split('\f').filter((p) => p.trim() !== '');
  expect(pages.length).toBeGreaterThanOrEqual(2);
  for (const pageText of pages) expect(pageText).toContain(`Order ${body.order_id}`);
  const info = pdfInfo(path.join(shotsDir, 'sent-order.pdf'));
  expect(info.Title).toBe(`Order Rx ${body.order_id}`);
  expect(info.Creator).toBe('Rx Forms');
  expect(JSON.stringify(info)).not.toContain(patient.name.split(' ')[0]);
  execFileSync('pdftoppm', [
    '-png',
    '-r',
    '60',
    path.join(shotsDir, 'sent-order.pdf'),
    path.join(shotsDir, 'sent-page'),
  ]);

  const record = JSON.parse(
    attachment(`order-${body.order_id}.json`).toString('utf8'),
  ) as SubmissionRecord;
  expect(record).toMatchObject({
    formId: 'order-rx',
    formVersion: '2026-11-23',
    reference: body.order_id,
    locale: 'en',
  });
  expect(record.values).toEqual(body.order_values);
  const ajv = new Ajv({ allErrors: true, strict: false });
  addFormats(ajv);
  for (const [name, check] of Object.entries(customFormats)) ajv.addFormat(name, check);
  const validate = ajv.compile(JSON.parse(fs.readFileSync(schemaFile, 'utf8')) as object);
  expect(validate(record.values), JSON.stringify(validate.errors)).toBe(true);

  // The same request again (a retry after a lost answer): the same answer, no second e-mail.
  const replay = await page.request.post(request.url(), {
    data: request.postDataJSON() as object,
    headers: { 'content-type': 'application/json' },
  });
  expect(replay.status()).toBe(200);
  expect(((await replay.json()) as { orderId: string }).orderId).toBe(body.order_id);
  await page.waitForTimeout(500);
  expect(orderMails(body.order_id)).toHaveLength(1);

  await notice.getByRole('button', { name: 'Start a new order' }).click();
  await expect(notice).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
});

test('a wrong NPI check digit and a malformed Dx code are named and block Send', async ({
  page,
}) => {
  await openOrderForm(page);
  await fillOrder(page);
  await field(page, 'orfFooterNpi').fill('1234567890');
  await field(page, 'orfMobilityTitleDxCode').fill('N39498');
  await field(page, 'orfPatientName').focus();
  const npiMessage = page.getByText(
    "Enter the prescriber's 10-digit NPI: this one fails the NPI check digit, look for a typo",
  );
  const dxMessage = page.getByText(
    'Enter ICD-10 codes like N39.498 (capital letters), several separated by commas',
  );
  await expect(npiMessage).toBeVisible();
  await expect(dxMessage).toBeVisible();
  await expect(field(page, 'orfFooterNpi')).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, 'orfFooterNpi')).toHaveValue('1234567890');
  await field(page, 'orfFooterNpi').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${shotsDir}/bad-npi.png` });
  // A short NPI is asked for its 10 digits; a phone shows the number pad for it.
  await expect(field(page, 'orfFooterNpi')).toHaveAttribute('inputmode', 'numeric');
  await field(page, 'orfFooterNpi').fill('12345');
  await expect(page.getByText('Enter the 10-digit NPI (digits only)')).toBeVisible();
  await expect(npiMessage).toHaveCount(0);

  const requests: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST') requests.push(r.url());
  });
  await sendButton(page)
    .click({ force: true })
    .catch(() => {});
  await page.waitForTimeout(1_000);
  expect(requests).toEqual([]);

  // Fixed, the order can go.
  await field(page, 'orfFooterNpi').fill('1234567893');
  await field(page, 'orfMobilityTitleDxCode').fill('N39.498');
  await expect(npiMessage).toHaveCount(0);
  await expect(dxMessage).toHaveCount(0);
  await expect(sendButton(page)).toBeEnabled();
});

/** Words of a PDF with their boxes (`pdftotext -bbox`), the header line left out (its time). */
function wordBoxes(pdf: Buffer, name: string): string[] {
  const html = pdfText(pdf, name, '-bbox');
  return [
    ...html.matchAll(
      /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="[\d.]+" yMax="[\d.]+">([^<]*)<\/word>/g,
    ),
  ]
    .filter(([, , yMin]) => Number(yMin) > 26)
    .map(([, x, y, word]) => `${word}@${Math.round(Number(x))},${Math.round(Number(y))}`);
}

async function printedPdf(page: Page): Promise<Buffer> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Print' }).click();
  return fs.readFileSync(await (await download).path());
}

test('a patient named Nguyễn Thị Hương is printed in one embedded font and can be found', async ({
  page,
}) => {
  await openOrderForm(page);
  await fillOrder(page);
  await field(page, 'orfPatientName').fill('Nguyễn Thị Hương');
  const pdf = await printedPdf(page);
  const text = pdfText(pdf, 'vietnamese.pdf');
  expect(text).toContain('Nguyễn Thị Hương');
  const embedded = execFileSync('pdffonts', [path.join(shotsDir, 'vietnamese.pdf')], {
    encoding: 'utf8',
  })
    .split('\n')
    .filter((line) => / yes /.test(line));
  expect(embedded).toHaveLength(1);
  expect(embedded[0]).toMatch(/^NotoSans/);
});

test('a PDF made in a 390 px wide window has the paper layout of a desktop one', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openOrderForm(page);
  await fillWrittenOrder(page);
  const desktop = await printedPdf(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${shotsDir}/phone-form.png` });
  const phone = await printedPdf(page);

  const desktopWords = wordBoxes(desktop, 'desktop.pdf');
  const phoneWords = wordBoxes(phone, 'phone.pdf');
  expect(desktopWords.length).toBeGreaterThan(300);
  expect(phoneWords).toEqual(desktopWords);
  for (const [name, pdf] of [
    ['desktop', desktop],
    ['phone', phone],
  ] as const) {
    const file = path.join(shotsDir, `${name}.pdf`);
    execFileSync('pdftoppm', ['-png', '-r', '60', file, path.join(shotsDir, name)]);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  }
  const pageCount = (file: string) => pdfInfo(path.join(shotsDir, file)).Pages;
  expect(pageCount('phone.pdf')).toBe(pageCount('desktop.pdf'));
});

/**
 * Signing by the practitioner, through the real browser, the project's server and a real SMTP
 * server (server/testing/smtpSink.ts): an order sent for signature reaches the practitioner as a
 * text message with a link and no patient data, the supplier has nothing until the link's page
 * signs it, then exactly one e-mail whose PDF (pdftotext) and JSON carry the signature and the
 * audit trail. A second order is declined and the sender's status shows the reason; a third
 * outlives its link (the server restarted with its clock 8 days on) and is purged, unsent.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { startServerProcess, type ServerProcess } from '../../server/testing/serverProcess';
import {
  attachmentBytes,
  parseMail,
  pdfText,
  signingOrderBody,
  tokenIn,
} from '../../server/testing/signingFixtures';
import { startSmtpSink, type SmtpSink } from '../../server/testing/smtpSink';
import { axeViolations } from './support/axe';
import { appDrawn } from './support/app';
import { drawSignature, field, fillOrder, patient, sendButton } from './order-harness/orderForm';

const siteDir = path.resolve(process.env.E2E_OUT ?? 'dist');
const shots = '/tmp/shots-signing';
const EIGHT_DAYS_MS = 8 * 24 * 3600 * 1000;

let sink: SmtpSink;
let root: string;
let server: ServerProcess;

function env(extra: Record<string, string> = {}) {
  return {
    SITE_DIR: siteDir,
    DATA_DIR: path.join(root, 'data'),
    OUTBOX_DIR: path.join(root, 'outbox'),
    SMTP_URL: sink.url,
    ORDER_EMAIL_TO: 'supplier@example.com',
    COMPANY_NAME: 'Task Supply',
    RATE_LIMIT_MAX: '1000',
    DELIVERY_POLL_MS: '200',
    ...extra,
  };
}

test.beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'rx-signing-e2e-'));
  fs.mkdirSync(shots, { recursive: true });
  sink = await startSmtpSink({ started: true });
  server = await startServerProcess(env());
});
test.afterAll(async () => {
  await server?.stop();
  await sink?.dispose();
  fs.rmSync(root, { recursive: true, force: true });
});

const supplierMails = () => sink.messages().filter((mail) => mail.subject.startsWith('Order Rx'));

interface TextMessage {
  number: string;
  text: string;
}

/** The text messages the server writes to the outbox while `act` runs. */
async function textsDuring(act: () => Promise<void>): Promise<TextMessage[]> {
  const outbox = path.join(root, 'outbox');
  const files = () => (fs.existsSync(outbox) ? fs.readdirSync(outbox) : []);
  const before = new Set(files());
  // server/outbox.ts writes each file under another name, then renames it.
  const sent = () => files().filter((name) => !before.has(name) && !name.endsWith('.partial'));
  await act();
  // A text can leave just after what `act` waits for (the patient's, after the supplier's mail).
  await expect.poll(() => sent().length).toBeGreaterThan(0);
  return sent().map(
    (name) => JSON.parse(fs.readFileSync(path.join(outbox, name), 'utf8')) as TextMessage,
  );
}

/** The images in a PDF, one line of `pdfimages -list` each. */
function pdfImages(pdf: Buffer, name: string): string[] {
  const file = path.join(shots, name);
  fs.writeFileSync(file, pdf);
  const list = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' });
  return list
    .split('\n')
    .slice(2)
    .filter((line) => line.trim() !== '');
}

const linkIn = (text: string) => /https?:\/\/\S+/.exec(text)![0];

/** Sends an order for signature as the order form does; returns its answer and the text sent. */
async function sendForSignature(page: Page) {
  const body = await signingOrderBody({ email: undefined });
  let statusId = '';
  const [text] = await textsDuring(async () => {
    const answer = await page.request.post(`${server.url}/send_email_order_rx_form`, {
      data: body,
    });
    expect(answer.status()).toBe(202);
    ({ statusId } = (await answer.json()) as { statusId: string });
  });
  return { body, text, statusId, link: linkIn(text.text) };
}

/** Ticks the attestation on the practitioner's page, types the name and signs. */
async function signByTypedName(page: Page, attestation: string, name: string) {
  await page.getByRole('checkbox', { name: attestation }).check();
  await page.getByRole('textbox', { name: 'Type your name to sign' }).fill(name);
  await page.getByRole('button', { name: 'Sign the order' }).click();
  await expect(page.getByRole('heading', { name: 'Signed' })).toBeVisible({ timeout: 15_000 });
}

test('a practitioner opens the link, reads the order, signs; the supplier gets it once, with the audit trail', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const { body, text, statusId, link } = await sendForSignature(page);
  expect(text.text).toBe(`Task Supply: order ${body.order_id} awaits your signature: ${link}`);
  expect(text.text).not.toContain('Maria');
  expect(tokenIn(link)).toHaveLength(43);
  expect(supplierMails()).toEqual([]);

  await page.goto(link);
  await expect(
    page.getByRole('heading', { name: `Order ${body.order_id} awaits your signature` }),
  ).toBeVisible();
  await expect(page.getByText('Maria Gonzalez')).toBeVisible();
  await expect(page.getByText('prescription.png (image/png, 1 KB)')).toBeVisible();
  await page.screenshot({ path: `${shots}/review-390.png`, fullPage: true });
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });

  await page.getByRole('button', { name: 'Sign the order' }).click();
  await expect(page.getByRole('alert')).toHaveText('Tick the statement above to sign.');
  await page
    .getByRole('checkbox', {
      name: 'I am Dr Ann Smith, NPI 1234567893, and I ordered these items for this patient',
    })
    .check();
  const canvas = page.getByRole('img', { name: /Signature drawing area/ });
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + 30, box.y + 100);
  await page.mouse.down();
  await page.mouse.move(box.x + 120, box.y + 40, { steps: 8 });
  await page.mouse.move(box.x + 220, box.y + 110, { steps: 8 });
  await page.mouse.up();
  await page.getByRole('button', { name: 'Sign the order' }).click();
  await expect(page.getByRole('heading', { name: 'Signed' })).toBeVisible({ timeout: 15_000 });
  await page.screenshot({ path: `${shots}/signed-390.png` });

  await expect.poll(() => supplierMails().length).toBe(1);
  const mail = await parseMail(supplierMails()[0].raw);
  expect(mail.to?.[0]?.address).toBe('supplier@example.com');
  const pdf = attachmentBytes(mail, 0);
  fs.writeFileSync(`${shots}/signed-order.pdf`, pdf);
  const pdfWords = pdfText(pdf).replace(/\s+/g, ' ');
  expect(pdfWords).toContain(
    'I am Dr Ann Smith, NPI 1234567893, and I ordered these items for this patient.',
  );
  expect(pdfWords).toContain(
    'Electronically signed by Dr Ann Smith, NPI 1234567893 (drawn signature above)',
  );
  expect(pdfWords).toContain('Prepared by: Dana Reyes');
  expect(pdfWords).toContain('Sent for signature: text message to (•••) •••-0123');
  expect(pdfWords).toMatch(/Opened: \S+Z/);
  expect(pdfWords).toMatch(/from IP 127\.0\.0\.1, browser Mozilla/);
  expect(pdfWords).toMatch(/SHA-256 of the signed document: [0-9a-f]{64}/);
  const record = JSON.parse(attachmentBytes(mail, 2).toString('utf8'));
  expect(record.signature).toMatchObject({ method: 'drawn', name: 'Dr Ann Smith' });
  expect(record.signature.image).toMatch(/^data:image\/png;base64,/);
  expect(record.audit).toMatchObject({ preparedBy: 'Dana Reyes', signerIp: '127.0.0.1' });

  // The link is used now: it shows nothing; the sender's status says signed.
  await page.goto(link);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'This link cannot be used' })).toBeVisible();
  await expect(page.getByText('Maria')).toHaveCount(0);
  await page.goto(`${server.url}/sign/status#${statusId}`);
  await expect(page.getByRole('status')).toContainText('Signed on');
  expect(supplierMails()).toHaveLength(1);
  await context.close();
});

test('a declined order: the sender sees the reason; in Spanish the page reads in Spanish', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const { body, statusId, link } = await sendForSignature(page);
  const [address, token] = link.split('#');
  await page.goto(`${address}?lang=es#${token}`);
  await expect(
    page.getByRole('heading', { name: `La orden ${body.order_id} espera su firma` }),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('textbox', { name: 'Motivo' }).fill('Wrong patient: not mine');
  await page.getByRole('button', { name: 'Rechazar la orden' }).click();
  await expect(page.getByRole('heading', { name: 'Rechazada' })).toBeVisible();

  await page.goto(`${server.url}/sign/status?lang=en#${statusId}`);
  await expect(page.getByRole('heading', { name: `Order ${body.order_id}` })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('Reason: Wrong patient: not mine');
  await expect(page.getByText('Maria')).toHaveCount(0);
  await page.screenshot({ path: `${shots}/status-declined-390.png` });
  expect(supplierMails().filter((mail) => mail.subject.includes(body.order_id))).toEqual([]);
  await context.close();
});

test('a delegate sends the order form to the practitioner to sign; signing delivers it once', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${server.url}/order-rx-form`);
  await appDrawn(page);
  await fillOrder(page);
  // Drawn here first, then the choice changes: the pad and the typed name go, and so does the
  // drawing (neither sent nor printed: the practitioner signs from the link).
  await drawSignature(page);
  await expect(page.getByRole('img', { name: /signed by drawing/ })).toBeVisible();
  const whoSigns = page.getByRole('radiogroup', { name: 'Who signs?' });
  await whoSigns.getByRole('radio', { name: 'Send it to the practitioner to sign' }).check();
  for (const key of ['orfSignature', 'orfSignatureName', 'orfSignatureAttestation']) {
    await expect(field(page, key)).toHaveCount(0);
  }
  await expect(page.getByRole('img', { name: /Prescriber's signature/ })).toHaveCount(0);
  // Back to "sign here": the pad again, empty (a field a choice hid comes back empty).
  await whoSigns.getByRole('radio', { name: /sign here/ }).check();
  await expect(page.getByRole('img', { name: /Prescriber's signature: not drawn/ })).toBeVisible();
  await whoSigns.getByRole('radio', { name: 'Send it to the practitioner to sign' }).check();
  await field(page, 'orfSignerMobile').pressSequentially('5550100777');
  await field(page, 'orfSignerEmail').fill('a.smith@clinic.org');
  await field(page, 'orfPreparedBy').fill('Dana Reyes');
  await whoSigns.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${shots}/form-who-signs-1280.png` });
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await whoSigns.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${shots}/form-who-signs-390.png` });
  expect(await axeViolations(page)).toEqual([]);

  const suppliedBefore = supplierMails().length;
  const request = page.waitForRequest((r) => r.url().endsWith('/send_email_order_rx_form'));
  const texts = await textsDuring(async () => {
    await sendButton(page).click();
    await expect(
      page.getByRole('heading', { name: /^Sent to Dr Alan Smith, MD to sign: order RX-/ }),
    ).toBeVisible({ timeout: 30_000 });
  });
  await page.screenshot({ path: `${shots}/form-sent-for-signature-390.png` });
  const sent = (await request).postDataJSON() as {
    order_values: Record<string, unknown>;
    order_form_data: string;
  };
  expect(Object.keys(sent.order_values).filter((key) => key.startsWith('orfSignature'))).toEqual(
    [],
  );
  const sentPdf = Buffer.from(sent.order_form_data, 'base64');
  expect(pdfImages(sentPdf, 'form-sent-for-signature.pdf')).toEqual([]);
  const sentWords = pdfText(sentPdf).replace(/\s+/g, ' ');
  expect(sentWords).toContain('Sent to the practitioner to sign');
  expect(sentWords).not.toMatch(/Prescriber's signature|not drawn|sign this order electronically/);
  const heading = await page.getByRole('heading', { name: /to sign: order/ }).textContent();
  const reference = /RX-[0-9A-Z]{8}/.exec(heading ?? '')![0];
  const statusAddress = await page.getByRole('link', { name: /\/sign\/status#/ }).textContent();
  // Only the practitioner's link: the patient's text waits for the signature.
  expect(texts).toHaveLength(1);
  expect(texts[0].number).toBe('15550100777');
  const link = linkIn(texts[0].text);
  expect(texts[0].text).toBe(`Task Supply: order ${reference} awaits your signature: ${link}`);
  const linkMail = sink.messages().find((mail) => mail.raw.toString().includes(reference));
  expect(linkMail?.raw.toString()).not.toContain(patient.name);
  expect(supplierMails()).toHaveLength(suppliedBefore);

  await page.goto(link);
  await expect(page.getByText(patient.name)).toBeVisible();
  // Each value under the label the form shows, a choice by its title, a date as printed.
  const said = page.getByRole('region', { name: 'The order' });
  const term = (label: string) => said.getByRole('term').filter({ hasText: label });
  await expect(term("Practitioner's mobile number")).toBeVisible();
  await expect(term('Your name (prepared by)')).toBeVisible();
  await expect(said.getByText('Send it to the practitioner to sign')).toBeVisible();
  await expect(said.getByText('04/23/1950')).toBeVisible();
  await expect(said.getByText('orfSignerMobile')).toHaveCount(0);
  const afterSigning = await textsDuring(async () => {
    await signByTypedName(
      page,
      'I am Alan Smith, MD, and I ordered these items for this patient',
      'Alan Smith',
    );
    await expect.poll(() => supplierMails().length).toBe(suppliedBefore + 1);
  });
  // Now the patient's text goes, to the patient's phone.
  expect(afterSigning.map((text) => text.number)).toEqual([`1${patient.phoneDigits}`]);
  const mail = await parseMail(supplierMails().at(-1)!.raw);
  expect(mail.subject).toContain(reference);
  const pdf = attachmentBytes(mail, 0);
  fs.writeFileSync(`${shots}/form-signed-order.pdf`, pdf);
  const pdfWords = pdfText(pdf).replace(/\s+/g, ' ');
  expect(pdfWords).toContain(patient.name);
  // The order's own pages say where its signature is; the page appended on signing holds it.
  expect(pdfWords).toContain('Sent to the practitioner to sign');
  expect(pdfWords).not.toContain('Not signed');
  expect(pdfWords).toContain('Electronically signed by Alan Smith');
  expect(pdfWords).toContain('Prepared by: Dana Reyes');
  expect(pdfWords).toContain('Sent for signature: text message to (•••) •••-0777');
  expect(pdfWords).toContain('a•••@clinic.org');
  expect(pdfWords).toMatch(/SHA-256 of the signed document: [0-9a-f]{64}/);
  const record = JSON.parse(attachmentBytes(mail, mail.attachments.length - 1).toString('utf8'));
  expect(record.reference).toBe(reference);
  expect(Object.keys(record.values).filter((key) => key.startsWith('orfSignature'))).toEqual([]);
  // The practitioner typed the name: the drawing made on the order form is in no page.
  expect(pdfImages(pdf, 'form-signed-order.pdf')).toEqual([]);
  expect(record.signature).toMatchObject({ method: 'typed', name: 'Alan Smith' });
  expect(record.audit).toMatchObject({ preparedBy: 'Dana Reyes', signerIp: '127.0.0.1' });

  await page.reload();
  await expect(page.getByRole('heading', { name: 'This link cannot be used' })).toBeVisible();
  await page.goto(statusAddress!);
  await expect(page.getByRole('status')).toContainText('Signed on');
  await expect(page.getByText(patient.name)).toHaveCount(0);
  expect(supplierMails()).toHaveLength(suppliedBefore + 1);
  await context.close();
});

// Last: it leaves the server running with its clock moved on.
test('an order not signed in time is purged and nothing is delivered', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const { body, statusId, link } = await sendForSignature(page);
  await server.stop();
  server = await startServerProcess(
    env({
      NODE_OPTIONS: `--import=${path.resolve('server/testing/shiftedClock.mjs')}`,
      TEST_CLOCK_SHIFT_MS: String(EIGHT_DAYS_MS),
    }),
  );
  const [, token] = link.split('#');
  await page.goto(`${server.url}/sign#${token}`);
  await expect(page.getByRole('heading', { name: 'This link cannot be used' })).toBeVisible();
  await page.screenshot({ path: `${shots}/unusable-1280.png` });
  expect(await axeViolations(page)).toEqual([]);
  await page.goto(`${server.url}/sign/status#${statusId}`);
  await expect(page.getByRole('status')).toContainText('Expired on');
  expect(supplierMails().filter((mail) => mail.subject.includes(body.order_id))).toEqual([]);
  await context.close();
});

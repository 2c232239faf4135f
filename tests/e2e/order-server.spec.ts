/**
 * The whole job through the real browser and the project's own server, nothing intercepted:
 * an order sent from the page lands in the server's outbox as an e-mail (.eml) carrying the
 * form's PDF and the attachment, and the patient's text message is recorded beside it.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import PostalMime from 'postal-mime';
import {
  expectA4Pdf,
  fileInput,
  fillOrder,
  openOrderForm,
  patient,
  pngBytes,
  sendButton,
} from './order-harness/orderForm';
import { axeViolations } from './support/axe';

const outbox = process.env.E2E_OUTBOX_DIR!;

function outboxFiles(pattern: RegExp): string[] {
  return fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((name) => pattern.test(name)) : [];
}

const ORDER_FILE = /-order-RX-[0-9A-HJKMNP-TV-Z]{8}\.eml$/;
const TEXT_FILE = /-text-[0-9A-F]+\.json$/;

test('an order sent from the page arrives as an e-mail with its PDF and attachment, and the text is recorded', async ({
  page,
}) => {
  const ordersBefore = new Set(outboxFiles(ORDER_FILE));
  const textsBefore = new Set(outboxFiles(TEXT_FILE));
  await openOrderForm(page);
  await fillOrder(page);
  const attachment = { name: 'rx-scan.png', mimeType: 'image/png', buffer: pngBytes };
  await fileInput(page).setInputFiles(attachment);
  await expect(page.getByRole('list', { name: 'Uploaded files:' })).toContainText('rx-scan.png');

  const emailResponse = page.waitForResponse((r) => r.url().endsWith('/send_email_order_rx_form'));
  const textResponse = page.waitForResponse((r) => r.url().endsWith('/whatsapp-manager/send'));
  await sendButton(page).click();
  expect((await emailResponse).status()).toBe(200);
  await expect(page.getByRole('status').filter({ hasText: 'The form was sent' })).toBeVisible();
  expect((await textResponse).status()).toBe(200);

  const newOrders = outboxFiles(ORDER_FILE).filter((name) => !ordersBefore.has(name));
  expect(newOrders).toHaveLength(1);
  const mail = await PostalMime.parse(fs.readFileSync(path.join(outbox, newOrders[0])));
  const orderId = /RX-[0-9A-HJKMNP-TV-Z]{8}/.exec(newOrders[0])![0];
  expect(mail.subject).toBe(`Order Rx ${orderId}`);
  expect(mail.attachments.map((a) => [a.filename, a.mimeType])).toEqual([
    [`order-${orderId}.pdf`, 'application/pdf'],
    ['rx-scan.png', 'image/png'],
    [`order-${orderId}.json`, 'application/json'],
  ]);
  const pdfBytes = new Uint8Array(mail.attachments[0].content as ArrayBuffer);
  fs.mkdirSync('/tmp/shots-sendflow', { recursive: true });
  fs.writeFileSync('/tmp/shots-sendflow/outbox-order.pdf', pdfBytes);
  await expectA4Pdf(pdfBytes);
  expect(Buffer.from(mail.attachments[1].content as ArrayBuffer)).toEqual(pngBytes);
  // The e-mail's own text does not repeat the patient's details.
  expect(mail.text ?? '').not.toContain(patient.name);

  await expect
    .poll(() => outboxFiles(TEXT_FILE).filter((n) => !textsBefore.has(n)))
    .toHaveLength(1);
  const [textFile] = outboxFiles(TEXT_FILE).filter((name) => !textsBefore.has(name));
  const record = JSON.parse(fs.readFileSync(path.join(outbox, textFile), 'utf8')) as {
    number: string;
    text: string;
  };
  const config = (await (await page.request.get('/config.json')).json()) as {
    company: { name: string };
  };
  expect(record.number).toBe(`1${patient.phoneDigits}`);
  expect(record.text).toBe(
    `You have sent the form to the ${config.company.name} website. After we have processed it, we will contact you.`,
  );
});

test('before Send the page says the patient gets a text; after, "Save a copy (PDF)" downloads the very PDF e-mailed, with its reference, until a new order', async ({
  page,
}) => {
  const ordersBefore = new Set(outboxFiles(ORDER_FILE));
  await openOrderForm(page);
  await expect(page.locator('.rx-send-note')).toHaveText(
    "When you send this order, the patient's phone number gets a text message saying that it was sent.",
  );
  await fillOrder(page);
  const answered = page.waitForResponse((r) => r.url().endsWith('/send_email_order_rx_form'));
  await sendButton(page).click();
  const { orderId } = (await (await answered).json()) as { orderId: string };
  const notice = page.getByRole('region', { name: new RegExp(`^Order ${orderId} sent at`) });
  await expect(notice).toBeVisible();
  // The form is already blank for the next order; the copy is of what was sent.
  await expect(page.locator('[id$="_orfPatientName"]')).toHaveValue('');
  expect(await axeViolations(page)).toEqual([]);

  const download = page.waitForEvent('download');
  await notice.getByRole('button', { name: 'Save a copy (PDF)' }).click();
  const copy = await download;
  expect(copy.suggestedFilename()).toBe(`order-${orderId}.pdf`);
  const copyPath = test.info().outputPath('copy.pdf');
  await copy.saveAs(copyPath);
  const text = execFileSync('pdftotext', ['-layout', copyPath, '-'], { encoding: 'utf8' });
  expect(text).toContain(orderId);
  expect(text).toContain(patient.name);

  const [orderFile] = outboxFiles(ORDER_FILE).filter((name) => !ordersBefore.has(name));
  expect(orderFile).toContain(orderId);
  const mail = await PostalMime.parse(fs.readFileSync(path.join(outbox, orderFile)));
  const emailed = Buffer.from(mail.attachments[0].content as ArrayBuffer);
  expect(mail.attachments[0].filename).toBe(`order-${orderId}.pdf`);
  expect(fs.readFileSync(copyPath).equals(emailed)).toBe(true);

  await notice.getByRole('button', { name: 'Start a new order' }).click();
  await expect(page.getByRole('button', { name: 'Save a copy (PDF)' })).toHaveCount(0);
});

/**
 * The supplier's document states only what happened (issue 38, item 4), through the real browser
 * and the project's own server with its outbox: an order sent unsigned with nothing attached
 * does not point to an attached Rx, the screen's help is not printed, and a typed name without
 * its attestation tick is named on the page instead of being ignored.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import PostalMime from 'postal-mime';
import {
  field,
  fileInput,
  fillOrder,
  openOrderForm,
  pngBytes,
  sendButton,
} from './order-harness/orderForm';

const outbox = process.env.E2E_OUTBOX_DIR!;
const shotsDir = '/tmp/shots-true-document';

/** Sends the order on the page and returns the e-mailed PDF's text (`pdftotext -layout`). */
async function sentPdfText(page: Page, name: string): Promise<string> {
  const answered = page.waitForResponse((r) => r.url().endsWith('/send_email_order_rx_form'));
  await sendButton(page).click();
  const response = await answered;
  expect(response.status()).toBe(200);
  const { orderId } = (await response.json()) as { orderId: string };
  const mails = () =>
    fs.existsSync(outbox)
      ? fs.readdirSync(outbox).filter((n) => n.endsWith(`-${orderId}.eml`))
      : [];
  await expect.poll(mails).toHaveLength(1);
  const mail = await PostalMime.parse(fs.readFileSync(path.join(outbox, mails()[0])));
  const pdf = mail.attachments.find((a) => a.filename?.endsWith('.pdf'))!;
  fs.mkdirSync(shotsDir, { recursive: true });
  const file = path.join(shotsDir, `${name}.pdf`);
  fs.writeFileSync(file, Buffer.from(pdf.content as ArrayBuffer));
  // The pages as pictures, to look at.
  execFileSync('pdftoppm', ['-png', '-r', '60', file, path.join(shotsDir, name)]);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

test('an order sent unsigned with nothing attached says "Not signed", not "see attached Rx", and prints no screen help', async ({
  page,
}) => {
  await openOrderForm(page);
  await fillOrder(page);
  const text = await sentPdfText(page, 'unsigned-nothing-attached');
  expect(text).toContain('Not signed');
  expect(text).not.toContain('see attached Rx');
  // The signature section's help is for the screen: it is on the page, not in the document.
  await expect(page.getByText('Draw the signature with a mouse, finger or pen')).toBeVisible();
  expect(text).not.toContain('Draw the signature');
  expect(text).not.toContain('Not needed to send');
  // The certification is part of the order: it is printed.
  expect(text.replace(/\s+/g, ' ')).toContain('I certify that the items ordered above');
});

test('an order sent unsigned with the Rx attached points to it', async ({ page }) => {
  await openOrderForm(page);
  await fillOrder(page);
  await fileInput(page).setInputFiles({
    name: 'rx-scan.png',
    mimeType: 'image/png',
    buffer: pngBytes,
  });
  const text = await sentPdfText(page, 'unsigned-rx-attached');
  expect(text).toContain('Not signed: see attached Rx');
});

test('a typed name without its attestation tick is named on the page and blocks Send until ticked', async ({
  page,
}) => {
  await openOrderForm(page);
  await fillOrder(page);
  await field(page, 'orfSignatureName').fill('Alan Smith, MD');
  const attestation = field(page, 'orfSignatureAttestation');
  const message = page.getByText(
    'Tick this box for the typed name to count as the signature, or clear the name',
  );
  // Beside Send at once, the box named; under the box once it has been visited.
  await expect(sendButton(page)).toBeDisabled();
  await expect(page.locator('.rx-send-blockers')).toContainText(
    'Missing: I am the prescriber and I sign this order electronically',
  );
  await attestation.focus();
  await attestation.blur();
  await expect(message).toBeVisible();
  await expect(attestation).toHaveAttribute('aria-invalid', 'true');
  await attestation.scrollIntoViewIfNeeded();
  fs.mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: `${shotsDir}/typed-name-without-tick.png` });

  await attestation.check();
  await expect(message).toHaveCount(0);
  await expect(sendButton(page)).toBeEnabled();
  const text = await sentPdfText(page, 'typed-name-signed');
  expect(text).toMatch(/Electronically signed by Alan Smith, MD, \d{2}\/\d{2}\/\d{4}/);
});

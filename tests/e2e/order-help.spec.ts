/**
 * The order form helps people finish (issue 15): what is typed is never erased or cut, what is
 * wrong is said beside the field, what Send waits for is said beside it, and a quantity ticks
 * its item. Sent through the project's real server, nothing intercepted.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import PostalMime from 'postal-mime';
import { field, openOrderForm, patient, sendButton } from './order-harness/orderForm';

const outbox = process.env.E2E_OUTBOX_DIR!;
const ORDER_FILE = /-order-.+\.eml$/;
const outboxOrders = () =>
  fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((name) => ORDER_FILE.test(name)) : [];
const blockers = (page: Page) => page.locator('.rx-send-blockers');
const isOrderSend = (url: string) => url.endsWith('/send_email_order_rx_form');

test.beforeEach(async ({ page }) => openOrderForm(page));

test('the line beside a disabled Send says what is missing, as one types', async ({ page }) => {
  await expect(blockers(page)).toHaveText('Missing: Patient Name, Patient Phone');
  await expect(blockers(page)).toHaveAttribute('aria-live', 'polite');
  await expect(sendButton(page)).toBeDisabled();
  await expect(sendButton(page)).toHaveAttribute('title', 'Name and phone are required');
  await expect(sendButton(page)).toHaveAccessibleDescription(
    'Missing: Patient Name, Patient Phone',
  );

  await field(page, 'orfPatientName').fill(patient.name);
  await expect(blockers(page)).toHaveText('Missing: Patient Phone');
  await field(page, 'orfPhone').pressSequentially('55501');
  await expect(blockers(page)).toHaveText('To correct: Patient Phone');
  await field(page, 'orfPhone').pressSequentially('00123');
  await expect(blockers(page)).toHaveText('');
  await expect(sendButton(page)).toBeEnabled();
  await expect(sendButton(page)).toHaveAttribute('title', 'Send');
});

test('each name in the line is a link that moves the focus to its field, by mouse or keyboard', async ({
  page,
}) => {
  await field(page, 'orfPatientName').fill(patient.name);
  await field(page, 'orfPhone').pressSequentially('55501');
  await field(page, 'orfInputFormIPQTY2').fill('50');
  await expect(blockers(page)).toHaveText('To correct: Patient Phone, Panties quantity');
  const phoneLink = blockers(page).getByRole('link', { name: 'Patient Phone' });
  const quantityLink = blockers(page).getByRole('link', { name: 'Panties quantity' });
  await page.mouse.wheel(0, 2000);
  await phoneLink.click();
  await expect(field(page, 'orfPhone')).toBeFocused();
  await expect(field(page, 'orfPhone')).toBeInViewport();
  // Keyboard: Tab to the link, Enter follows it.
  await quantityLink.focus();
  await page.keyboard.press('Enter');
  await expect(field(page, 'orfInputFormIPQTY2')).toBeFocused();
  await expect(field(page, 'orfInputFormIPQTY2')).toBeInViewport();
  // The page did not navigate to the fragment: the address is unchanged.
  expect(new URL(page.url()).hash).toBe('');
});

test('50 in a box capped at 5 is kept, flagged, ticks its item and is not sent', async ({
  page,
}) => {
  const requests: string[] = [];
  page.on('request', (request) => isOrderSend(request.url()) && requests.push(request.url()));
  await field(page, 'orfPatientName').fill(patient.name);
  await field(page, 'orfPhone').pressSequentially(patient.phoneDigits);
  const panties = field(page, 'orfInputFormIPQTY2');
  await expect(field(page, 'orfIncontinenceProductsFieldsP')).not.toBeChecked();
  await panties.fill('50');
  await expect(field(page, 'orfIncontinenceProductsFieldsP')).toBeChecked();
  await panties.blur();
  await expect(panties).toHaveValue('50');
  await expect(panties).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#root_orfInputFormIPQTY2__error')).toHaveText('At most 5');
  await expect(blockers(page)).toHaveText('To correct: Panties quantity');
  await expect(sendButton(page)).toBeDisabled();
  // Enter in a field does not submit either: the form's default button is disabled.
  await field(page, 'orfPatientName').press('Enter');
  await page.waitForTimeout(500);
  expect(requests).toEqual([]);

  await panties.fill('5');
  await expect(panties).not.toHaveAttribute('aria-invalid', 'true');
  await expect(sendButton(page)).toBeEnabled();
});

test('a 25-character referral name reaches the request and the e-mailed PDF whole', async ({
  page,
}) => {
  const referral = 'Sunrise Family Clinic Inc';
  expect(referral).toHaveLength(25);
  const before = new Set(outboxOrders());
  await field(page, 'orfReferalName').fill(referral);
  await expect(field(page, 'orfReferalName')).toHaveValue(referral);
  await field(page, 'orfPatientName').fill(patient.name);
  await field(page, 'orfPhone').pressSequentially(patient.phoneDigits);
  const [request] = await Promise.all([
    page.waitForRequest((r) => isOrderSend(r.url())),
    sendButton(page).click(),
  ]);
  const body = request.postDataJSON() as { order_values: Record<string, unknown> };
  expect(body.order_values.orfReferalName).toBe(referral);
  await expect(page.getByRole('status').filter({ hasText: 'The form was sent' })).toBeVisible();

  const sent = outboxOrders().filter((name) => !before.has(name));
  expect(sent).toHaveLength(1);
  const mail = await PostalMime.parse(fs.readFileSync(path.join(outbox, sent[0])));
  const pdf = mail.attachments.find((a) => a.mimeType === 'application/pdf')!;
  const pdfPath = test.info().outputPath('order.pdf');
  fs.writeFileSync(pdfPath, new Uint8Array(pdf.content as ArrayBuffer));
  const text = execFileSync('pdftotext', ['-layout', pdfPath, '-'], { encoding: 'utf8' });
  expect(text).toContain(referral);
});

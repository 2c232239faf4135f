/**
 * The example form with every kind of field (schemas/examples-all-fields, `"sendTo": "email"`)
 * in real Chromium against the project's own server: filled with the keyboard alone, sent, and
 * read back from the server's outbox (the values as JSON, the PDF's text); its conditions and
 * rows in the browser; axe and screenshots at a desktop and a phone width.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import PostalMime from 'postal-mime';

const ROUTE = '/examples/all-fields';
const outbox = process.env.E2E_OUTBOX_DIR!;
const FORM_FILE = /-form-F-[0-9A-Z]+\.eml$/;
const shotsDir = process.env.E2E_SHOTS_DIR ?? path.join(os.tmpdir(), 'rx-all-fields-shots');

function outboxFiles(): string[] {
  return fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((n) => FORM_FILE.test(n)) : [];
}

async function openForm(page: Page): Promise<void> {
  await page.goto(ROUTE);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Every Kind of Field/);
  // A long form draws its last sections right after its first paint.
  await expect(page.getByRole('region', { name: 'Patient and payment' })).toBeVisible();
}

const ADD_ITEM_ID = 'root_extraItems__add';

const activeId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

/** Presses Tab until `target` (an id, or a locator) has the focus: reachable in reading order. */
async function tabTo(page: Page, target: string | Locator): Promise<void> {
  const focused = () =>
    typeof target === 'string'
      ? activeId(page).then((id) => id === target)
      : target.evaluate((element) => element === document.activeElement);
  for (let presses = 0; presses < 40; presses++) {
    if (await focused()) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${String(target)} was not reached with Tab`);
}

async function typeInto(page: Page, id: string, text: string): Promise<void> {
  await tabTo(page, id);
  await page.keyboard.type(text);
}

/** Everything a person would fill in, with Tab, typing, arrows and Space only. */
async function fillWithKeyboard(page: Page): Promise<void> {
  await page.keyboard.press('Tab');
  await typeInto(page, 'root_fullName', 'Jane Doe');
  await typeInto(page, 'root_phone', '5551234567');
  await typeInto(page, 'root_email', 'jane@example.com');
  await typeInto(page, 'root_website', 'https://clinic.example.com');
  // Radio group: Tab reaches the first option, an arrow moves to and picks the next.
  await tabTo(page, 'root_contactBy-0');
  await page.keyboard.press('ArrowRight');
  await typeInto(page, 'root_altPhone', '5559876543');
  await typeInto(page, 'root_altPhoneOwner', 'Her son');
  // Dropdown: typing the start of an option picks it.
  await typeInto(page, 'root_deliveryPreference', 'Exp');
  await typeInto(page, 'root_deliveryDate', '12282026');
  await typeInto(page, 'root_deliveryTime', '1030AM');
  await typeInto(page, 'root_shippingAddress_street', '1 Main Street');
  await typeInto(page, 'root_shippingAddress_zip', '02134');
  await typeInto(page, 'root_shippingAddress_city', 'Boston');
  await tabTo(page, 'root_returnReasons-1');
  await page.keyboard.press('Space');
  await tabTo(page, 'root_hasOtherReason');
  await page.keyboard.press('Space');
  await typeInto(page, 'root_otherReason', 'Too heavy to carry');
  // Two rows of extra items, added with the keyboard.
  await tabTo(page, ADD_ITEM_ID);
  await page.keyboard.press('Enter');
  // The new row's first field takes the focus.
  expect(await activeId(page)).toBe('root_extraItems_0_item');
  await typeInto(page, 'root_extraItems_0_item', 'Gloves');
  await typeInto(page, 'root_extraItems_0_size', 'M');
  await typeInto(page, 'root_extraItems_0_quantity', '3');
  await tabTo(page, ADD_ITEM_ID);
  await page.keyboard.press('Enter');
  await typeInto(page, 'root_extraItems_1_item', 'Bed pads');
  await typeInto(page, 'root_extraItems_1_quantity', '12');
  await typeInto(page, 'root_notes', 'Ring twice.\nLeave at the door.');
  await typeInto(page, 'root_weightKg', '72.5');
  await typeInto(page, 'root_heightCm', '168');
  await tabTo(page, 'root_satisfaction');
  await page.keyboard.press('ArrowRight');
  await tabTo(page, 'root_hasInsurance');
  await page.keyboard.press('Space');
  await typeInto(page, 'root_insuranceCompany', 'Acme Health');
  await typeInto(page, 'root_memberId', 'AH-778899');
  await typeInto(page, 'root_payment_cardLast4', '4242');
}

const expectedValues = {
  fullName: 'Jane Doe',
  phone: '(555) 123-4567',
  email: 'jane@example.com',
  website: 'https://clinic.example.com',
  contactBy: 'text',
  altPhone: '(555) 987-6543',
  altPhoneOwner: 'Her son',
  deliveryPreference: 'express',
  deliveryDate: '2026-12-28',
  deliveryTime: '10:30:00',
  shippingAddress: { street: '1 Main Street', zip: '02134', city: 'Boston' },
  returnReasons: ['wrong-size'],
  hasOtherReason: true,
  otherReason: 'Too heavy to carry',
  extraItems: [
    { item: 'Gloves', size: 'Medium', quantity: 3 },
    { item: 'Bed pads', quantity: 12 },
  ],
  notes: 'Ring twice.\nLeave at the door.',
  weightKg: 72.5,
  heightCm: 168,
  satisfaction: 4,
  hasInsurance: true,
  insuranceCompany: 'Acme Health',
  memberId: 'AH-778899',
  payment: { cardLast4: '4242' },
  supplier: 'Rx Medical Supply',
  formSource: 'website',
};

function pdfText(pdf: Uint8Array): string {
  const file = path.join(os.tmpdir(), `all-fields-${process.pid}.pdf`);
  fs.writeFileSync(file, pdf);
  try {
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  } finally {
    fs.rmSync(file, { force: true });
  }
}

test('filled with the keyboard alone, it is e-mailed with its values and a PDF that reads them', async ({
  page,
}) => {
  const before = new Set(outboxFiles());
  await openForm(page);
  await fillWithKeyboard(page);

  const send = page.getByRole('button', { name: 'Send' });
  const shownErrors = await page.locator('.rx-field__error, .rx-send-blockers').allTextContents();
  await expect(send, shownErrors.join(' | ')).toBeEnabled();
  const answer = page.waitForResponse((r) => r.url().endsWith('/forms/examples-all-fields'));
  await tabTo(page, send);
  await page.keyboard.press('Enter');
  const response = await answer;
  expect(response.status()).toBe(200);
  const { reference } = (await response.json()) as { reference: string };
  await expect(page.getByRole('status').filter({ hasText: reference })).toContainText(
    `Your reference is ${reference}`,
  );

  await expect.poll(() => outboxFiles().filter((n) => !before.has(n))).toHaveLength(1);
  const [file] = outboxFiles().filter((n) => !before.has(n));
  const mail = await PostalMime.parse(fs.readFileSync(path.join(outbox, file)));
  expect(mail.subject).toContain(reference);
  const json = mail.attachments.find((a) => a.mimeType === 'application/json')!;
  const record = JSON.parse(Buffer.from(json.content as ArrayBuffer).toString('utf8')) as {
    formId: string;
    values: Record<string, unknown>;
  };
  expect(record.formId).toBe('examples-all-fields');
  expect(record.values).toEqual(expectedValues);

  const pdf = mail.attachments.find((a) => a.mimeType === 'application/pdf')!;
  const bytes = new Uint8Array(pdf.content as ArrayBuffer);
  fs.mkdirSync(shotsDir, { recursive: true });
  fs.writeFileSync(path.join(shotsDir, 'all-fields.pdf'), bytes);
  const text = pdfText(bytes).replace(/\s+/g, ' ');
  for (const shown of [
    'Jane Doe',
    'Express (next day)', // the chosen option's title, not its value
    'Text message',
    'Too heavy to carry',
    'Extra item 1',
    'Gloves',
    'Extra item 2',
    'Bed pads',
    'Ring twice.',
    '72.5',
    'Acme Health',
    'Card on file',
  ]) {
    expect(text, shown).toContain(shown);
  }
  // Buttons are not printed.
  expect(text).not.toContain('Add extra item');
});

test('conditions show and hide fields, drop their values, and rows respect their limits', async ({
  page,
}) => {
  await openForm(page);
  const which = page.getByRole('textbox', { name: /Which reason/ });
  await expect(which).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Other reason' }).check();
  await expect(which).toBeVisible();
  // Inside its own section, not at the end of the form.
  await expect(
    page
      .getByRole('region', { name: 'The request' })
      .getByRole('textbox', { name: /Which reason/ }),
  ).toBeVisible();
  await which.fill('x');
  await which.fill('');
  await which.blur();
  await expect(page.getByText('Say which reason')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Other reason' }).uncheck();
  await expect(which).toHaveCount(0);
  await expect(page.getByText('Say which reason')).toHaveCount(0);

  const add = page.getByRole('button', { name: 'Add extra item' });
  for (let i = 0; i < 5; i++) await add.click();
  await expect(add).toBeDisabled();
  await page.getByRole('button', { name: 'Move extra item 1 down' }).isEnabled();
  await page.getByRole('button', { name: 'Remove extra item 5' }).click();
  await expect(add).toBeEnabled();
  const quantity = page.locator('#root_extraItems_0_quantity');
  await quantity.fill('25');
  await quantity.blur();
  await expect(quantity).toHaveAttribute('aria-invalid', 'true');

  const weight = page.getByRole('textbox', { name: /weight/ });
  await weight.fill('300.5');
  await weight.blur();
  await expect(weight).not.toHaveAttribute('aria-invalid');
  await weight.fill('300.6');
  await weight.blur();
  await expect(weight).toHaveAttribute('aria-invalid', 'true');
});

for (const [name, viewport] of [
  ['desktop', { width: 1280, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test(`axe finds nothing serious at ${viewport.width} px, with rows, conditions and errors showing (${name})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await openForm(page);
    await page.getByRole('checkbox', { name: 'Other reason' }).check();
    await page.getByRole('checkbox', { name: 'The patient has insurance' }).check();
    await page.getByRole('button', { name: 'Add extra item' }).click();
    await page.getByRole('button', { name: 'Add extra item' }).click();
    // Errors showing: two required fields left empty, each visited and left.
    for (const name of [/Full name/, /Which reason/]) {
      await page.getByRole('textbox', { name }).focus();
      await page.keyboard.press('Tab');
    }
    await expect(page.getByText('Say which reason')).toBeVisible();
    fs.mkdirSync(shotsDir, { recursive: true });
    await page.screenshot({ path: path.join(shotsDir, `all-fields-${name}.png`), fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
    const sidewaysScroll = await page.evaluate(
      () => document.documentElement.scrollWidth > window.innerWidth,
    );
    expect(sidewaysScroll).toBe(false);
  });
}

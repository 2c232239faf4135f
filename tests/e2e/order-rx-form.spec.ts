import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { appDrawn } from './support/app';

interface JsonSchema {
  properties?: Record<string, JsonSchema>;
  maxLength?: number;
}

const schema = JSON.parse(
  readFileSync(new URL('../../schemas/order-rx/schema.json', import.meta.url), 'utf8'),
) as JsonSchema;

/** Every value key in the schema, nested objects included; the attachments slot has no input. */
function valueKeys(node: JsonSchema): string[] {
  return Object.entries(node.properties ?? {}).flatMap(([key, child]) =>
    child.properties ? valueKeys(child) : key === 'orfAttachments' ? [] : [key],
  );
}

function maxLengths(node: JsonSchema): [string, number][] {
  return Object.entries(node.properties ?? {}).flatMap(([key, child]) =>
    child.properties
      ? maxLengths(child)
      : child.maxLength !== undefined
        ? [[key, child.maxLength] as [string, number]]
        : [],
  );
}

const field = (page: Page, key: string) => page.locator(`[id$="_${key}"]`);
const sendButton = (page: Page) => page.getByRole('button', { name: 'Send' });

test.beforeEach(async ({ page }) => {
  await page.goto('/order-rx-form');
  await appDrawn(page);
  await expect(field(page, 'orfPatientName')).toBeVisible();
});

test('every schema key has an input whose id ends in _<key>', async ({ page }) => {
  const keys = valueKeys(schema);
  expect(keys.length).toBeGreaterThan(90);
  for (const key of keys) {
    await expect(field(page, key), key).toHaveCount(1);
  }
  await expect(page.getByRole('heading', { name: 'Upload the Rx and chart notes' })).toBeVisible();
});

test('phone fields are masked as typed; a partial number stays, flagged, on leaving', async ({
  page,
}) => {
  for (const key of ['orfPhone', 'orfContact']) {
    const phone = field(page, key);
    await phone.pressSequentially('+1 555 987 6543');
    await expect(phone).toHaveValue('(555) 987-6543');
    await phone.fill('');
    await phone.pressSequentially('15559876543');
    await expect(phone).toHaveValue('(555) 987-6543');
    await phone.fill('');
    await phone.pressSequentially('55a5-0101');
    await expect(phone).toHaveValue('(55a5-0101');
    await phone.blur();
    await expect(phone).toHaveAccessibleDescription('Enter a 10-digit phone number');
    await phone.fill('');
    await phone.pressSequentially('55501');
    await expect(phone).toHaveValue('(555) 01');
    await phone.blur();
    await expect(phone).toHaveValue('(555) 01');
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveAccessibleDescription('Enter a 10-digit phone number');
  }
});

test('a date is kept as people type or paste it; a half-typed one is flagged and blocks Send', async ({
  page,
}) => {
  const dob = field(page, 'orfDob');
  // Typed from the middle of the box, as a person who clicks it does.
  await dob.click();
  await dob.pressSequentially('03151948');
  await expect(dob).toHaveValue('03/15/1948');
  for (const pasted of ['3/15/1948', '1948-03-15']) {
    await dob.fill(pasted);
    await dob.blur();
    await expect(dob, pasted).toHaveValue('03/15/1948');
    await expect(dob, pasted).not.toHaveAttribute('aria-invalid', 'true');
  }
  await field(page, 'orfPatientName').fill('Jane Roe');
  await field(page, 'orfPhone').pressSequentially('5559876543');
  const send = sendButton(page);
  await expect(send).toBeEnabled();
  await dob.fill('');
  await dob.pressSequentially('0315');
  await dob.blur();
  await expect(dob).toHaveValue('03/15');
  await expect(dob).toHaveAccessibleDescription('Enter the full date, like 03/15/1948');
  await expect(send).toBeDisabled();
  await expect(page.locator('.rx-send-blockers')).toHaveText('To correct: Date of Birth');
  await dob.press('End');
  await dob.pressSequentially('1948');
  await expect(dob).toHaveValue('03/15/1948');
  await expect(send).toBeEnabled();
});

test('text inputs carry the max length of the schema and say so at the limit', async ({ page }) => {
  // The drawn signature's maxLength caps the size of its image, not typing.
  const typed = maxLengths(schema).filter(([key]) => key !== 'orfSignature');
  for (const [key, length] of typed) {
    await expect(field(page, key), key).toHaveAttribute('maxlength', String(length));
  }
  const referral = field(page, 'orfReferalName');
  await referral.fill('Sunrise Family Clinic');
  await expect(referral).toHaveValue('Sunrise Family Clinic');
  const name = field(page, 'orfPatientName');
  await name.fill('x'.repeat(120));
  await expect(name).toHaveValue('x'.repeat(100));
  await expect(page.getByText('100 of 100 characters')).toBeVisible();
  await expect(name).toHaveAccessibleDescription('100 of 100 characters');
  await name.press('Backspace');
  await expect(page.getByText('100 of 100 characters')).toHaveCount(0);
});

test('quantities keep whole numbers; one over the printed cap is kept and flagged', async ({
  page,
}) => {
  const chux = field(page, 'orfInputFormIPQTY0');
  await chux.pressSequentially('4-5.0');
  await expect(chux).toHaveValue('450');
  await chux.blur();
  await expect(chux).toHaveAttribute('aria-invalid', 'true');
  await expect(chux).toHaveAccessibleDescription('At most 300 max 300');
  await expect(page.locator('#root_orfInputFormIPQTY0__cap')).toHaveText('max 300');
  await expect(page.locator('#root_orfInputFormIPQTY7__cap')).toHaveText('max 1 box');
  const gloves = field(page, 'orfInputFormIPQTY6');
  await gloves.pressSequentially('7');
  await expect(gloves).toHaveValue('7');
  await chux.fill('12');
  await expect(chux).not.toHaveAttribute('aria-invalid', 'true');
});

test('required errors appear as text beside the field only after it is touched', async ({
  page,
}) => {
  // A test clock moves past the form's own check, a second after it first renders.
  await page.clock.install();
  await page.reload();
  const name = field(page, 'orfPatientName');
  const phone = field(page, 'orfPhone');
  await expect(name).toBeVisible();
  await page.clock.runFor(1300);
  await expect(name).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Patient Name is required')).toHaveCount(0);
  await name.focus();
  await name.blur();
  await expect(page.locator('#root_orfPatientName__error')).toHaveText('Patient Name is required');
  await expect(page.locator('#root_orfPatientName__error')).toBeVisible();
  await expect(name).not.toHaveAttribute('placeholder');
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription('Patient Name is required');
  await expect(phone).not.toHaveAttribute('aria-invalid', 'true');
  await phone.focus();
  await phone.blur();
  await expect(page.locator('#root_orfPhone__error')).toHaveText('Phone is required');
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await name.fill('Jane Roe');
  await expect(name).not.toHaveAttribute('aria-invalid', 'true');
});

test('send button: open before the 1 s self-validation, then disabled until name and phone', async ({
  page,
}) => {
  // The page's clock stands still until told, so "before the 1 s self-validation" does not
  // depend on how fast this machine draws the form.
  // Installed, the clock still runs in real time; paused (an hour on, before the page has any
  // timer), its timers fire only when run.
  await page.clock.install({ time: new Date('2026-03-02T09:00:00') });
  await page.clock.pauseAt(new Date('2026-03-02T10:00:00'));
  await page.goto('/order-rx-form');
  // The app's button: the form's first screen (before the app runs) cannot send.
  await appDrawn(page);
  const send = sendButton(page);
  await send.waitFor();
  await expect(send).toBeEnabled();
  await expect(send).toHaveAttribute('title', 'Send');
  await page.clock.runFor(1_000);
  await expect(send).toBeDisabled();
  await expect(send).toHaveAttribute('title', 'Name and phone are required');
  await expect(field(page, 'orfPatientName')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();

  await field(page, 'orfPatientName').fill('Jane Roe');
  await expect(send).toBeDisabled();
  await field(page, 'orfPhone').pressSequentially('5550100199');
  await expect(send).toBeEnabled();
  await expect(send).toHaveAttribute('title', 'Send');
  await expect(send).toHaveText('Send');
});

test('buttons are hidden with ?orderRx=true', async ({ page }) => {
  await page.goto('/order-rx-form?orderRx=true');
  await expect(field(page, 'orfPatientName')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Send' })).toHaveCount(0);
});

test('screenshots: desktop paper layout, errors showing, and a phone', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: '/tmp/shots-renderer/order-rx-1280.png', fullPage: true });
  await field(page, 'orfPatientName').focus();
  await field(page, 'orfPhone').focus();
  await field(page, 'orfDob').focus();
  await page
    .locator('#order-rx-content')
    .screenshot({ path: '/tmp/shots-renderer/order-rx-errors.png' });
  // The form reflows to the phone's width (responsive.spec.ts checks that nothing overflows).
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '/tmp/shots-renderer/order-rx-390.png' });
});

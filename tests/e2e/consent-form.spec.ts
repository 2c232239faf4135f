import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { appDrawn } from './support/app';

const CONSENT_PATH = '/conset-messages-form';
const SHOTS = '/tmp/shots-consent';

const field = (page: Page, key: string) => page.locator(`[id$="_${key}"]`);
const confirmButton = (page: Page) => page.getByRole('button', { name: 'Confirm' });
const consentBox = (page: Page) => field(page, 'consent');
const isConsentPost = (url: string, method: string) =>
  method === 'POST' && new URL(url).pathname === '/consents';

const person = {
  name: 'Mary Ann',
  lastName: 'Doe',
  email: 'mary@example.com',
  phone: '(555) 010-0199',
};

async function fillValid(page: Page, values = person) {
  // Surrounding spaces are typed on purpose: what is sent and stored must be trimmed.
  await field(page, 'name').fill(`  ${values.name} `);
  await field(page, 'lastName').fill(`${values.lastName}  `);
  await field(page, 'email').fill(` ${values.email}`);
  await field(page, 'phone').pressSequentially(values.phone.replace(/\D/g, ''));
  await consentBox(page).check();
}

async function expectBlank(page: Page) {
  for (const key of ['name', 'lastName', 'email', 'phone']) {
    await expect(field(page, key), key).toHaveValue('');
  }
  await expect(consentBox(page)).not.toBeChecked();
}

/** The newest consent stored by the server for `email` (the server's SQLite file). */
function storedConsent(email: string): Record<string, unknown> | undefined {
  const db = new Database(path.join(process.env.E2E_DATA_DIR ?? '', 'consents.sqlite'), {
    readonly: true,
  });
  try {
    return db
      .prepare('SELECT * FROM consents WHERE email = ? ORDER BY id DESC LIMIT 1')
      .get(email) as Record<string, unknown> | undefined;
  } finally {
    db.close();
  }
}

test.beforeEach(async ({ page }) => {
  await page.goto(CONSENT_PATH);
  await appDrawn(page);
  await expect(field(page, 'name')).toBeVisible();
});

test('a touched empty field shows its message as text and is marked invalid', async ({ page }) => {
  const messages = {
    name: 'Name is required',
    lastName: 'Last Name is required',
    email: 'Email is required',
    phone: 'Mobile Phone is required',
  };
  for (const key of Object.keys(messages)) {
    await field(page, key).focus();
    await field(page, key).blur();
  }
  for (const [key, message] of Object.entries(messages)) {
    await expect(field(page, key), key).not.toHaveAttribute('placeholder');
    await expect(field(page, key), key).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, key), key).toHaveAccessibleDescription(message);
    await expect(page.locator(`#root_${key}__error`)).toHaveText(message);
    await expect(page.locator(`#root_${key}__error`)).toBeVisible();
  }
});

test('name, last name and e-mail are trimmed as typed; a space between words stays', async ({
  page,
}) => {
  const name = field(page, 'name');
  await name.pressSequentially('  Mary Ann  ');
  // Trailing space stays on screen while typing (the stored value is already trimmed).
  await expect(name).toHaveValue('Mary Ann  ');
  await name.blur();
  await expect(name).toHaveValue('Mary Ann');

  await field(page, 'lastName').fill('\t Doe ');
  await field(page, 'lastName').blur();
  await expect(field(page, 'lastName')).toHaveValue('Doe');

  await field(page, 'email').pressSequentially('  mary@example.com  ');
  await field(page, 'email').blur();
  await expect(field(page, 'email')).toHaveValue('mary@example.com');
});

test('an address that fails the e-mail check stays on leaving the field, flagged', async ({
  page,
}) => {
  const email = field(page, 'email');
  for (const bad of ['mary@example', 'mary.example.com', 'mary@.com']) {
    await email.fill(bad);
    await email.blur();
    await expect(email, bad).toHaveValue(bad);
    await expect(email, bad).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#root_email__error')).toHaveText(
      'Enter an e-mail address like name@example.com',
    );
  }
  await email.fill('mary@example.com');
  await email.blur();
  await expect(email).toHaveValue('mary@example.com');
});

test('the phone is masked as typed, +1 in front is the country code, and what does not fit stays, flagged', async ({
  page,
}) => {
  const phone = field(page, 'phone');
  await phone.pressSequentially('+1 555 987 6543');
  await expect(phone).toHaveValue('(555) 987-6543');
  await phone.fill('');
  await phone.pressSequentially('+44 20 7946 0958');
  await expect(phone).toHaveValue('+44 20 7946 0958');
  await phone.blur();
  await expect(page.locator('#root_phone__error')).toHaveText('Enter a 10-digit mobile number');
  await phone.fill('');
  await phone.pressSequentially('55501');
  await expect(phone).toHaveValue('(555) 01');
  await phone.blur();
  await expect(phone).toHaveValue('(555) 01');
  await expect(page.locator('#root_phone__error')).toHaveText('Enter a 10-digit mobile number');
  await expect(confirmButton(page)).toBeDisabled();
});

test('Confirm waits for a valid, changed form; an unchecked box disables it and, once touched, looks invalid', async ({
  page,
}) => {
  await page.clock.install();
  await page.reload();
  await expect(confirmButton(page)).toBeDisabled();
  // Still disabled after the form's own validation second (a test clock moves past it).
  await page.clock.runFor(1200);
  await expect(confirmButton(page)).toBeDisabled();
  await expect(consentBox(page)).not.toBeChecked();
  // Nobody has touched it yet: no red frame before the person did anything.
  await expect(consentBox(page)).not.toHaveAttribute('aria-invalid');
  await expect(page.locator('.rx-agreement')).not.toHaveClass(/rx-agreement--invalid/);

  await fillValid(page);
  await expect(confirmButton(page)).toBeEnabled();
  await expect(consentBox(page)).not.toHaveAttribute('aria-invalid');
  await expect(page.locator('.rx-agreement')).not.toHaveClass(/rx-agreement--invalid/);

  await consentBox(page).uncheck();
  await expect(confirmButton(page)).toBeDisabled();
  await consentBox(page).blur();
  await expect(consentBox(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('.rx-agreement')).toHaveClass(/rx-agreement--invalid/);
  const border = await page
    .locator('.rx-agreement')
    .evaluate((el) => getComputedStyle(el).borderTopColor);
  expect(border).toBe('rgb(179, 38, 30)');
});

test('the consent text names the company, STOP, HELP and links the privacy notice', async ({
  page,
}) => {
  const text = page.locator('.rx-agreement__text');
  for (const phrase of [
    'Task Supply',
    'automated text messages',
    'about my orders',
    'Message frequency varies.',
    'Message and data rates may apply.',
    'Reply STOP to opt out',
    'HELP for help',
    'Consent is not a condition of purchase.',
  ]) {
    await expect(text).toContainText(phrase);
  }
  const privacy = text.getByRole('link', { name: 'Privacy Notice' });
  await expect(privacy).toHaveAttribute('href', 'https://www.example.com/privacy');
  await expect(privacy).toHaveAttribute('target', '_blank');
  await expect(privacy).toHaveAttribute('rel', /noopener/);
  // The whole text is the box's accessible name.
  await expect(page.getByRole('checkbox', { name: /Reply STOP to opt out/ })).toBeVisible();
});

test('Confirm posts the values with the consent text shown, its version, page and time; the record is stored', async ({
  page,
}) => {
  await page.goto(`${CONSENT_PATH}?ref=newsletter#top`);
  await fillValid(page);
  const shownText = await page.locator('.rx-agreement__text').innerText();
  const before = Date.now();
  const [request] = await Promise.all([
    page.waitForRequest((r) => isConsentPost(r.url(), r.method())),
    confirmButton(page).click(),
  ]);
  const body = request.postDataJSON() as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(
    [
      'answers',
      'consent',
      'consentText',
      'consentTextVersion',
      'consentedAt',
      'email',
      'lastName',
      'locale',
      'name',
      'pageUrl',
      'phone',
    ].sort(),
  );
  expect(body).toMatchObject({
    ...person,
    consent: true,
    consentTextVersion: '2026-11-01',
    locale: 'en',
  });
  // The shipped form has no field beyond the fixed ones; fields staff add travel here.
  expect(body.answers).toEqual({});
  expect(body.consentText).toBe(shownText);
  expect(body.pageUrl).toBe(new URL(CONSENT_PATH, page.url()).href);
  const consentedAt = Date.parse(String(body.consentedAt));
  expect(consentedAt).toBeGreaterThanOrEqual(before - 1000);
  expect(consentedAt).toBeLessThanOrEqual(Date.now() + 1000);

  await expect(page.getByRole('status')).toHaveText(/Your consent .* was recorded/);
  await expectBlank(page);
  // The success shows alone: no "Missing: …" of the emptied form, no red box.
  await expect(page.getByText(/Missing:/)).toHaveCount(0);
  await expect(consentBox(page)).not.toHaveAttribute('aria-invalid');
  await expect(confirmButton(page)).toHaveCount(0);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/recorded-1280.png`, fullPage: true });

  expect(storedConsent(person.email)).toMatchObject({
    name: person.name,
    last_name: person.lastName,
    phone: person.phone,
    consent: 1,
    consent_text: shownText,
    consent_text_version: '2026-11-01',
    page_url: body.pageUrl,
    consented_at: body.consentedAt,
  });

  // The person's own copy: the consent's document, drawn from the form's files like an order's.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Save a copy (PDF)' }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe('text-message-consent.pdf');
  const file = `${SHOTS}/consent-copy.pdf`;
  await saved.saveAs(file);
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(
    /\s+/g,
    ' ',
  );
  expect(text).toContain(`Name ${person.name}`);
  expect(text).toContain(`Mobile Phone ${person.phone}`);
  expect(text).toContain('[x] I agree to receive text messages');
  expect(text).toContain(shownText.replace(/\s+/g, ' ').slice(0, 80));

  // Typing starts another consent: Confirm is back, the success of the last one goes.
  await field(page, 'name').fill('Ann');
  await expect(confirmButton(page)).toBeDisabled();
  await expect(page.getByText(/was recorded/)).toHaveCount(0);
});

test('a failed call shows a red alert and keeps the values', async ({ page }) => {
  await page.route(
    (url) => url.pathname === '/consents',
    (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"down"}' }),
  );
  await fillValid(page);
  await confirmButton(page).click();
  const alert = page.getByRole('alert');
  await expect(alert).toHaveText('Your consent could not be recorded. Please try again.');
  await expect(alert).toHaveCSS('background-color', 'rgb(183, 28, 28)');
  await expect(page.getByText(/was recorded/)).toHaveCount(0);
  for (const [key, value] of Object.entries(person)) {
    await expect(field(page, key), key).toHaveValue(value);
  }
  await expect(consentBox(page)).toBeChecked();
  await expect(confirmButton(page)).toBeEnabled();
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: `${SHOTS}/failed-375.png`, fullPage: true });
});

test('looks tidy at 1280 px and 375 px, blank and touched (screenshots)', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const base = test.info().project.use.baseURL ?? '';
  await page.goto(`${base}${CONSENT_PATH}`);
  await expect(field(page, 'name')).toBeVisible();
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 800 : 900 });
    await page.screenshot({ path: `${SHOTS}/blank-${width}.png`, fullPage: true });
  }
  await field(page, 'name').focus();
  await field(page, 'name').blur();
  await field(page, 'email').fill('mary@example.com');
  await page.screenshot({ path: `${SHOTS}/touched-375.png`, fullPage: true });
  await context.close();
});

test('a 27-character e-mail is taken whole, consents and is stored', async ({ page }) => {
  const jennifer = {
    name: 'Jennifer',
    lastName: 'Martinez',
    email: 'jennifer.martinez@gmail.com',
    phone: '(555) 010-0142',
  };
  expect(jennifer.email).toHaveLength(27);
  await fillValid(page, jennifer);
  await field(page, 'email').blur();
  await expect(field(page, 'email')).toHaveValue(jennifer.email);
  await expect(field(page, 'email')).not.toHaveAttribute('aria-invalid', 'true');
  await confirmButton(page).click();
  await expect(page.getByRole('status')).toHaveText(/Your consent .* was recorded/);

  expect(storedConsent(jennifer.email)).toMatchObject({
    name: jennifer.name,
    last_name: jennifer.lastName,
    email: jennifer.email,
    phone: jennifer.phone,
    consent: 1,
  });
});

test('beside a disabled Confirm, a line says what is still missing', async ({ page }) => {
  const line = page.locator('.rx-send-blockers');
  await expect(line).toHaveText(
    'Missing: Name, Last Name, Email, Mobile Phone, I agree to receive text messages',
  );
  await field(page, 'name').fill('Mary');
  await field(page, 'email').fill('mary@example');
  await expect(line).toHaveText(
    'Missing: Last Name, Mobile Phone, I agree to receive text messages. To correct: Email',
  );
  await expect(confirmButton(page)).toHaveAccessibleDescription(/^Missing: Last Name/);
  await fillValid(page);
  await expect(line).toHaveText('');
  await expect(confirmButton(page)).toBeEnabled();
});

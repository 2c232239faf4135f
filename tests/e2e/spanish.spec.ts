/**
 * The site in Spanish (issue 24), against the real server: a person fills and sends the order
 * in Spanish with the keyboard alone and reads no English; the supplier gets English with
 * "Completed in Spanish"; the consent keeps the Spanish text it showed; the switch keeps what
 * was typed; axe finds nothing serious in Spanish.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import PostalMime from 'postal-mime';
import { expect, test, type Page } from '@playwright/test';
import englishSite from '../../src/lib/i18n/locales/en/site.json' with { type: 'json' };
import englishPages from '../../src/lib/i18n/locales/en/pages.json' with { type: 'json' };
import spanishSite from '../../src/lib/i18n/locales/es/site.json' with { type: 'json' };
import spanishPages from '../../src/lib/i18n/locales/es/pages.json' with { type: 'json' };
import englishOtherPages from '../../src/lib/i18n/locales/en/otherPages.json' with { type: 'json' };
import spanishOtherPages from '../../src/lib/i18n/locales/es/otherPages.json' with { type: 'json' };
import orderSpanish from '../../schemas/order-rx/es.json' with { type: 'json' };
import consentSpanish from '../../schemas/consent/es.json' with { type: 'json' };
import shippedConfig from '../../public/config.json' with { type: 'json' };
import { axeViolations } from './support/axe';
import { field, patient } from './order-harness/orderForm';

const english = { ...englishSite, ...englishPages, ...englishOtherPages };
const spanish = { ...spanishSite, ...spanishPages, ...spanishOtherPages };
const outbox = process.env.E2E_OUTBOX_DIR!;
const ORDER_FILE = /-order-RX-[0-9A-HJKMNP-TV-Z]{8}\.eml$/;
const TEXT_FILE = /-text-[0-9A-F]+\.json$/;
const outboxFiles = (pattern: RegExp) =>
  fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((name) => pattern.test(name)) : [];

type Tree = { [key: string]: unknown };
const leaves = (tree: unknown): string[] =>
  typeof tree === 'string'
    ? [tree]
    : typeof tree === 'object' && tree !== null
      ? Object.values(tree as Tree).flatMap(leaves)
      : [];

/**
 * The English source strings a Spanish page must not show: the site's words and the form's
 * texts, each the part before any `{placeholder}`, leaving out those Spanish writes the same
 * ("Fax", "Edema") and short ones that are also Spanish words.
 */
function englishSources(formTexts: Record<string, { en: string; es: string }>): string[] {
  const spanishTexts = new Set([...leaves(spanish), ...Object.values(formTexts).map((t) => t.es)]);
  return [...leaves(english), ...Object.values(formTexts).map((text) => text.en)]
    .map((text) => text.split('{')[0].trim())
    .filter((text) => text.length >= 5 && ![...spanishTexts].some((es) => es.includes(text)));
}

async function englishShown(page: Page, sources: string[]): Promise<string[]> {
  const visible = await page.locator('body').innerText();
  return sources.filter((text) => visible.includes(text));
}

async function tabTo(page: Page, idEnding: string) {
  for (let presses = 0; presses < 200; presses += 1) {
    await page.keyboard.press('Tab');
    const id = await page.evaluate(() => document.activeElement?.id ?? '');
    if (id.endsWith(idEnding)) return;
  }
  throw new Error(`Tab never reached ${idEnding}`);
}

test('an order filled and sent in Spanish with the keyboard; the supplier gets English', async ({
  page,
}) => {
  const ordersBefore = new Set(outboxFiles(ORDER_FILE));
  const textsBefore = new Set(outboxFiles(TEXT_FILE));
  await page.goto('/order-rx-form?lang=es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(orderSpanish['ui:title'].es);
  await expect(page.getByRole('button', { name: spanish.order.print })).toHaveAttribute(
    'title',
    'Imprimir',
  );
  await expect(field(page, 'orfSignatureName')).toBeAttached();
  const sources = englishSources(orderSpanish);
  expect(sources.length).toBeGreaterThan(150);
  // The missing-fields line, once the form has checked itself, is Spanish too.
  await expect(page.locator('.rx-send-blockers')).toContainText('Falta:');
  expect(await englishShown(page, sources)).toEqual([]);

  await page.locator('body').focus();
  await tabTo(page, '_orfPatientName');
  await page.keyboard.type(patient.name);
  await tabTo(page, '_orfPhone');
  await page.keyboard.type('555');
  await page.keyboard.press('Tab');
  // An error in Spanish: the phone's own message from es.json.
  await expect(page.locator('[id$="_orfPhone__error"]')).toHaveText(
    orderSpanish['orfPhone.ui:options.errorMessages.pattern'].es,
  );
  expect(await englishShown(page, sources)).toEqual([]);
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Control+A');
  await page.keyboard.type(patient.phoneDigits);
  await tabTo(page, '_orfMobilityAddonsSWC');
  await page.keyboard.press('Space');
  await expect(field(page, 'orfMobilityAddonsSWC')).toBeChecked();

  const sendName = orderSpanish['ui:submitButtonOptions.submitText'].es;
  for (let presses = 0; presses < 200; presses += 1) {
    await page.keyboard.press('Tab');
    const text = await page.evaluate(() => document.activeElement?.textContent ?? '');
    if (text === sendName) break;
  }
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: spanish.order.sent })).toBeVisible({
    timeout: 30_000,
  });
  expect(await englishShown(page, sources)).toEqual([]);

  // The supplier's e-mail, PDF and JSON: English, saying the form was completed in Spanish.
  await expect
    .poll(() => outboxFiles(ORDER_FILE).filter((n) => !ordersBefore.has(n)))
    .toHaveLength(1);
  const [orderFile] = outboxFiles(ORDER_FILE).filter((n) => !ordersBefore.has(n));
  const mail = await PostalMime.parse(fs.readFileSync(path.join(outbox, orderFile)));
  expect(mail.text).toContain('Completed in Spanish.');
  const json = JSON.parse(
    Buffer.from(mail.attachments[1].content as ArrayBuffer).toString('utf8'),
  ) as Record<string, unknown>;
  expect(json).toMatchObject({ locale: 'es', completedIn: 'Completed in Spanish' });
  const pdfPath = '/tmp/shots-spanish/supplier-order.pdf';
  fs.mkdirSync(path.dirname(pdfPath), { recursive: true });
  fs.writeFileSync(pdfPath, new Uint8Array(mail.attachments[0].content as ArrayBuffer));
  const pdfText = execFileSync('pdftotext', ['-layout', pdfPath, '-'], { encoding: 'utf8' });
  expect(pdfText).toContain('Completed in Spanish');
  expect(pdfText).toContain('Patient Name');
  expect(fs.readFileSync(pdfPath, 'latin1')).toContain('/Lang (en-US)');
  expect(pdfText).not.toContain(orderSpanish['orfPatientName.ui:title'].es);

  // The patient's text message is in the patient's language.
  await expect
    .poll(() => outboxFiles(TEXT_FILE).filter((n) => !textsBefore.has(n)))
    .toHaveLength(1);
  const [textFile] = outboxFiles(TEXT_FILE).filter((n) => !textsBefore.has(n));
  const message = JSON.parse(fs.readFileSync(path.join(outbox, textFile), 'utf8')) as {
    text: string;
  };
  expect(message.text).toContain(spanish.order.textMessage.split('{')[0].trim());
});

test('Print in Spanish saves a Spanish document', async ({ page }) => {
  await page.goto('/order-rx-form?lang=es');
  await field(page, 'orfPatientName').fill(patient.name);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: spanish.order.print }).click();
  const pdfPath = '/tmp/shots-spanish/print-es.pdf';
  fs.mkdirSync(path.dirname(pdfPath), { recursive: true });
  await (await download).saveAs(pdfPath);
  const pdfText = execFileSync('pdftotext', ['-layout', pdfPath, '-'], { encoding: 'utf8' });
  expect(pdfText).toContain(orderSpanish['orfPatientName.ui:title'].es);
  expect(pdfText).toContain('Página 1 de');
  // No English left in the person's copy (the form's texts and the document's own words).
  const flat = pdfText.replace(/\s+/g, ' ');
  expect(englishSources(orderSpanish).filter((text) => flat.includes(text))).toEqual([]);
  expect(flat).toContain(spanish.document.notDrawn);
  // Screen readers read the Spanish copy in Spanish: the document says its language.
  expect(fs.readFileSync(pdfPath, 'latin1')).toContain('/Lang (es)');
  expect(pdfText).not.toContain('Completed in Spanish');
});

test('the consent in Spanish stores the Spanish text and its locale', async ({ page }) => {
  await page.goto('/conset-messages-form?lang=es');
  const email = `paciente.${Date.now()}@example.com`;
  await field(page, 'name').fill('María');
  await field(page, 'lastName').fill('Núñez');
  await field(page, 'email').fill(email);
  await field(page, 'phone').pressSequentially('5550100123');
  await field(page, 'consent').check();
  await page
    .getByRole('button', { name: consentSpanish['ui:submitButtonOptions.submitText'].es })
    .click();
  await expect(
    page.getByRole('status').filter({ hasText: spanish.consent.recorded }),
  ).toBeVisible();

  const db = new Database(path.join(process.env.E2E_DATA_DIR ?? '', 'consents.sqlite'), {
    readonly: true,
  });
  try {
    const row = db
      .prepare('SELECT consent_text, locale FROM consents WHERE email = ? ORDER BY id DESC LIMIT 1')
      .get(email) as { consent_text: string; locale: string };
    expect(row.locale).toBe('es');
    const opening = consentSpanish['consent.ui:options.text'].es.split('{')[0].trim();
    expect(row.consent_text.startsWith(opening)).toBe(true);
    expect(row.consent_text).toContain('STOP');
  } finally {
    db.close();
  }
});

test('the switch keeps what was typed, the language survives a reload, <html lang> follows', async ({
  page,
}) => {
  await page.goto('/order-rx-form');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // Sections after the first screen are drawn once it is painted: wait for the last one.
  await expect(field(page, 'orfSignatureName')).toBeAttached();
  // The check of the Spanish page is not empty: the English page shows those very strings.
  expect((await englishShown(page, englishSources(orderSpanish))).length).toBeGreaterThan(50);
  await field(page, 'orfPatientName').fill(patient.name);
  await field(page, 'orfMobilityAddonsSWC').check();
  await page
    .getByRole('navigation', { name: english.site.languageSwitch })
    .getByRole('link', { name: 'Español' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(orderSpanish['ui:title'].es);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(field(page, 'orfPatientName')).toHaveValue(patient.name);
  await expect(field(page, 'orfMobilityAddonsSWC')).toBeChecked();
  expect(new URL(page.url()).searchParams.get('lang')).toBe('es');

  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(spanish.about.title);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(spanish.about.title);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  await page.getByRole('link', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(english.about.title);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test("the notice bar speaks the page's language: config.json's Spanish text on ?lang=es, its English otherwise", async ({
  page,
}) => {
  const notice = shippedConfig.notice.message;
  const bar = page.locator('.rx-notice');
  await page.goto('/order-rx-form?lang=es');
  await expect(bar).toHaveText(notice.es);
  await page.goto('/order-rx-form?lang=en');
  await expect(bar).toHaveText(notice.en);
  // The first screen the server filled, then the app's page: both in English.
  await page.goto('/order-rx-form');
  await expect(bar).toHaveText(notice.en);
  await expect(field(page, 'orfSignatureName')).toBeAttached();
  await expect(bar).toHaveText(notice.en);
  // Switching language changes the bar with the rest of the page.
  await page
    .getByRole('navigation', { name: english.site.languageSwitch })
    .getByRole('link', { name: 'Español' })
    .click();
  await expect(bar).toHaveText(notice.es);
});

test('the language assistance page: every footer links it, each notice in its own language', async ({
  page,
}) => {
  await page.goto('/?lang=es');
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: spanish.footer.languageAssistance })
    .click();
  const notices = page
    .getByRole('list', { name: spanish.languageAssistance.listLabel })
    .getByRole('listitem');
  await expect(notices).toHaveCount(15);
  await expect(notices.first()).toHaveAttribute('lang', 'es');
  await expect(page.locator('li[lang="ar"]')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('li[lang="zh-Hant"]')).not.toContainText('{phone}');
  // Calling is what the page asks for: the number is a tel: link, in the lead and in each notice.
  const calls = page.getByRole('main').locator('a[href^="tel:"]');
  await expect(calls).toHaveCount(16);
  await expect(calls.first()).toHaveAttribute('href', /^tel:\+?\d{10,11}$/);
  await expect(page.locator('li[lang="ar"] a[href^="tel:"]')).toHaveAttribute('dir', 'ltr');
});

for (const width of [1280, 390]) {
  test(`axe finds nothing serious in Spanish at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const address of [
      '/order-rx-form?lang=es',
      '/conset-messages-form?lang=es',
      '/language-assistance?lang=es',
    ]) {
      await page.goto(address);
      await expect(page.locator('h1')).toBeVisible();
      expect(await axeViolations(page), address).toEqual([]);
    }
    await page.screenshot({ path: `/tmp/shots-spanish/order-${width}.png`, fullPage: false });
  });
}

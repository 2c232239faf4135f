/**
 * A form's first screen comes with its document (scripts/first-screens.ts): a person sees it and
 * starts typing before the site's code has arrived, and the app takes over without losing a
 * character, the focus or the caret (src/app/firstScreenHandover.ts). The shell's download is
 * held back here, as a slow network would.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page, type Request } from '@playwright/test';
import { startServerProcess } from '../../server/testing/serverProcess';
import { appDrawn } from './support/app';
import { axeViolations } from './support/axe';
import { field, patient, sendButton } from './order-harness/orderForm';

/** Holds the shell (React and the app) until `release` is called. */
async function holdTheApp(page: Page): Promise<{ release: () => void }> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/shell-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return { release };
}

const root = (page: Page) => page.locator('#root');
const isOrderRequest = (request: Request) =>
  request.url().endsWith('/send_email_order_rx_form') && request.method() === 'POST';

test('the order form can be filled in before its code arrives, and the app keeps all of it', async ({
  page,
}) => {
  const app = await holdTheApp(page);
  await page.goto('/order-rx-form', { waitUntil: 'commit' });
  await expect(field(page, 'orfPatientName')).toBeEditable();
  await expect(root(page)).toHaveAttribute('data-first-screen');
  // The server filled in the company from its config.json.
  await expect(page.locator('.rx-letterhead__company')).toHaveText('Task Supply');

  await field(page, 'orfPatientName').fill(patient.name);
  await field(page, 'orfPhone').pressSequentially(patient.phoneDigits);
  await field(page, 'orfPatientAddress').fill('12 Elm Street');
  // Enter would submit a plain form, with the values in the address: it does nothing here.
  await page.keyboard.press('Enter');
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  expect(page.url()).not.toContain('?');

  app.release();
  await appDrawn(page);
  await expect(page.locator('.rx-letterhead__company')).toBeVisible();
  await expect(field(page, 'orfPatientName')).toHaveValue(patient.name);
  // The phone box's own rule formats what was typed before it ran.
  await expect(field(page, 'orfPhone')).toHaveValue(patient.phone);
  await expect(field(page, 'orfPatientAddress')).toBeFocused();
  await page.keyboard.type('A');
  await expect(field(page, 'orfPatientAddress')).toHaveValue('12A Elm Street');

  const sent = page.waitForRequest(isOrderRequest);
  await sendButton(page).click();
  const body = (await sent).postDataJSON() as { order_values: Record<string, unknown> };
  expect(body.order_values).toMatchObject({
    orfPatientName: patient.name,
    orfPhone: patient.phone,
    orfPatientAddress: '12A Elm Street',
  });
});

test("the first screen through the project's server shows the deployed config.json's company and notice before any script runs", async ({
  page,
}) => {
  // A server process of its own, compiled by tsx as it starts: on a busy machine, most of a minute.
  test.setTimeout(180_000);
  const work = mkdtempSync(path.join(tmpdir(), 'rx-deployed-config-'));
  const siteDir = path.join(work, 'site');
  cpSync(path.resolve(process.env.E2E_OUT ?? 'dist'), siteDir, { recursive: true });
  const configFile = path.join(siteDir, 'config.json');
  const config = JSON.parse(readFileSync(configFile, 'utf8')) as Record<string, object>;
  config.company = { ...config.company, name: 'Northwind Medical & Co' };
  config.notice = { message: 'Closed on Friday for inventory.', color: '#7a1f1f' };
  writeFileSync(configFile, JSON.stringify(config));
  const server = await startServerProcess({
    SITE_DIR: siteDir,
    DATA_DIR: path.join(work, 'data'),
    OUTBOX_DIR: path.join(work, 'outbox'),
  });
  try {
    const scripts: string[] = [];
    await page.route(/\.js$/, (route) => void scripts.push(route.request().url()));
    await page.goto(`${server.url}/order-rx-form`, { waitUntil: 'commit' });
    await expect(field(page, 'orfPatientName')).toBeEditable();
    await expect(page.locator('.rx-letterhead__company')).toHaveText('Northwind Medical & Co');
    await expect(page.locator('.navbar-title-text')).toContainText('Northwind Medical & Co');
    await expect(page.getByRole('note')).toHaveText('Closed on Friday for inventory.');
    await expect(page.locator('.footer')).toContainText('Northwind Medical & Co. All rights');
    await expect(page.getByText('Task Supply')).toHaveCount(0);
    // Every script was asked for and none has arrived: this is the document alone.
    expect(scripts.length).toBeGreaterThan(0);
    await expect(root(page)).toHaveAttribute('data-first-screen', 'server');
  } finally {
    await server.stop();
    rmSync(work, { recursive: true, force: true });
  }
});

test('a box left on the first screen shows its error once the app runs', async ({ page }) => {
  const app = await holdTheApp(page);
  await page.goto('/order-rx-form', { waitUntil: 'commit' });
  await field(page, 'orfPhone').fill('555');
  await field(page, 'orfPatientName').click();
  app.release();
  await appDrawn(page);
  await expect(field(page, 'orfPhone')).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, 'orfPatientName')).toBeFocused();
});

test("a reload keeps the tab's draft, and what was typed meanwhile on top of it", async ({
  page,
}) => {
  await page.goto('/order-rx-form');
  await appDrawn(page);
  await field(page, 'orfPatientName').fill(patient.name);
  await field(page, 'orfPatientAddress').fill('12 Elm Street');
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('order-rx-draft') ?? ''))
    .toContain(patient.name);

  const app = await holdTheApp(page);
  await page.reload({ waitUntil: 'commit' });
  await field(page, 'orfPhone').pressSequentially(patient.phoneDigits);
  await field(page, 'orfPatientAddress').fill('7 Oak Road');
  app.release();
  await appDrawn(page);
  await expect(field(page, 'orfPatientName')).toHaveValue(patient.name);
  await expect(field(page, 'orfPhone')).toHaveValue(patient.phone);
  await expect(field(page, 'orfPatientAddress')).toHaveValue('7 Oak Road');
});

test('a Spanish visit never shows the English first screen', async ({ page }) => {
  const app = await holdTheApp(page);
  await page.goto('/order-rx-form?lang=es', { waitUntil: 'commit' });
  await expect(root(page)).toBeEmpty();
  app.release();
  await expect(page.getByRole('heading', { name: 'Información del paciente' })).toBeVisible();
});

for (const width of [1280, 390]) {
  test(`axe finds nothing serious on the first screens at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const app = await holdTheApp(page);
    for (const route of ['/order-rx-form', '/conset-messages-form', '/examples/all-fields']) {
      await page.goto(route, { waitUntil: 'commit' });
      await expect(root(page).locator('form')).toBeVisible();
      await expect(root(page)).toHaveAttribute('data-first-screen');
      expect(await axeViolations(page), route).toEqual([]);
      const { scrollWidth, clientWidth } = await page.evaluate(() => {
        const { scrollWidth, clientWidth } = document.documentElement;
        return { scrollWidth, clientWidth };
      });
      expect(scrollWidth, route).toBeLessThanOrEqual(clientWidth);
    }
    app.release();
  });
}

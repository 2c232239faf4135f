/**
 * A form's first screen comes with its document (scripts/first-screens.ts): a person sees it and
 * starts typing before the site's code has arrived, and the app takes over without losing a
 * character, the focus or the caret (src/app/firstScreenHandover.ts). The shell's download is
 * held back here, as a slow network would.
 */
import { expect, test, type Page, type Request } from '@playwright/test';
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
  // Drawn without the deployment's config.json: no company shown yet, but its place is kept.
  await expect(page.locator('.rx-letterhead__company')).toBeHidden();

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

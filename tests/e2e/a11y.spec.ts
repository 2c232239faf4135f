import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { axeViolations } from './support/axe';

/**
 * axe with the WCAG 2.2 AA tags on every page of the site, whole page (navigation and footer
 * included), and on the forms with their errors showing, at a desktop and a phone size: no
 * violation of serious or critical impact (target-size included), and on the shell's own pages
 * (home, About, not found) and the consent form none at all. The other specs leave axe to this
 * one, except spanish.spec.ts (the pages in Spanish) and all-fields.spec.ts (rows and conditions
 * open).
 */

interface FormsListEntry {
  route: string;
}

const formRoutes = (
  JSON.parse(
    readFileSync(new URL('../../schemas/forms.json', import.meta.url), 'utf8'),
  ) as FormsListEntry[]
).map((form) => form.route);

/** The shell's pages, every form of schemas/forms.json, and a page that does not exist. */
const shellPages = ['/', '/about', '/no-such-page'];
/**
 * Checked below with their errors showing: the same page plus its messages, so a check without
 * them would only repeat part of it.
 */
const checkedWithErrors = ['/order-rx-form', '/conset-messages-form'];
const routes = [...new Set([...shellPages, ...formRoutes])].filter(
  (route) => !checkedWithErrors.includes(route),
);

const field = (page: Page, key: string) => page.locator(`[id$="_${key}"]`);

const sizes = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
};
type SizeName = keyof typeof sizes;

/** AxeBuilder needs a page of its own context. */
async function withPage(
  browser: Browser,
  size: SizeName,
  check: (page: Page) => Promise<void>,
): Promise<void> {
  const context = await browser.newContext({ viewport: sizes[size] });
  try {
    await check(await context.newPage());
  } finally {
    await context.close();
  }
}

/** The page has drawn its content: a heading, and the whole form on a form page. */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('main h1, main h2').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

for (const size of Object.keys(sizes) as SizeName[]) {
  for (const route of routes) {
    const all = shellPages.includes(route);
    const what = all ? 'no accessibility violations' : 'no serious accessibility violations';
    test(`${what} on ${route} (${size})`, async ({ browser }) => {
      await withPage(browser, size, async (page) => {
        await page.goto(route);
        await settled(page);
        expect(await axeViolations(page, { all })).toEqual([]);
      });
    });
  }

  test(`no serious accessibility violations on the order form with its errors showing (${size})`, async ({
    browser,
  }) => {
    await withPage(browser, size, async (page) => {
      await page.goto('/order-rx-form');
      await settled(page);
      await field(page, 'orfPatientName').focus();
      await field(page, 'orfPhone').fill('555');
      await field(page, 'orfInputFormIPQTY2').fill('50');
      await field(page, 'orfDob').focus();
      await expect(field(page, 'orfPatientName')).toHaveAttribute('aria-invalid', 'true');
      await expect(field(page, 'orfPhone')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText('Missing: Patient Name')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  });

  test(`no accessibility violations on the consent form with its errors showing (${size})`, async ({
    browser,
  }) => {
    await withPage(browser, size, async (page) => {
      await page.goto('/conset-messages-form');
      await settled(page);
      for (const key of ['name', 'lastName', 'email', 'phone']) await field(page, key).focus();
      await field(page, 'name').focus();
      await expect(field(page, 'email')).toHaveAttribute('aria-invalid', 'true');
      expect(await axeViolations(page, { all: true })).toEqual([]);
    });
  });
}

/**
 * The forms on a phone held upright: the order form reflows to the screen (its sheet is a CSS
 * size container) with no sideways scrolling, every field and button within the screen's
 * width, and no "turn your screen" hint. Screenshots at 360, 390, 768 and 1280 px go to
 * screenshots/ (git-ignored) to be looked at.
 */
import { expect, test, type Page } from '@playwright/test';

const SHOTS = 'screenshots/responsive';
const pages = { order: '/order-rx-form', consent: '/conset-messages-form' };

/** Sizes (px): phones held upright, a tablet, a desktop. */
const sizes = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
];

/** The page with its whole form drawn (the order form draws its later sections after the first). */
async function open(page: Page, route: string): Promise<void> {
  await page.goto(route);
  await expect(page.locator('[id$="_orfPatientName"], [id$="_name"]').first()).toBeVisible();
  if (route === pages.order)
    await expect(page.getByText('Upload the Rx and chart notes')).toBeVisible();
  await page.waitForLoadState('networkidle');
}

/** Controls in the page's main area lying partly outside the window's width. */
function controlsOutsideWidth(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('main input, main button, main a, main label')]
      .filter((element) => (element as HTMLElement).offsetParent !== null)
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.left < 0 || box.right > window.innerWidth + 0.5;
      })
      .map((element) => element.id || element.textContent?.trim().slice(0, 30) || element.tagName),
  );
}

for (const size of sizes) {
  for (const [name, route] of Object.entries(pages)) {
    test(`${name} form at ${size.width} px: no sideways scrolling, everything within reach`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      await open(page, route);
      const widths = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        inner: window.innerWidth,
      }));
      expect(widths.scroll).toBeLessThanOrEqual(widths.inner);
      expect(await controlsOutsideWidth(page)).toEqual([]);

      const submit = page.getByRole('button', { name: name === 'order' ? 'Send' : 'Confirm' });
      // Retried: a late layout change (fonts, a toast) may move the button after the scroll.
      await expect(async () => {
        await submit.scrollIntoViewIfNeeded();
        await expect(submit).toBeInViewport({ ratio: 1, timeout: 1000 });
      }).toPass({ timeout: 10_000 });
      await page.screenshot({ path: `${SHOTS}/${name}-${size.width}.png`, fullPage: true });
    });
  }
}

test('at 360 px the order form stacks its sections and gives inputs the full width', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await open(page, pages.order);
  const sheet = await page.locator('#order-rx-content').boundingBox();
  const address = await page.locator('#root_orfPatientAddress').boundingBox();
  const mobility = await page.getByRole('region', { name: 'Mobility' }).boundingBox();
  const addOns = await page.getByRole('region', { name: 'Add-ons' }).boundingBox();
  expect(address!.width).toBeGreaterThan(sheet!.width * 0.8);
  // A list of choices has the line to itself: its long option titles do not wrap word by word.
  const whoSigns = await page.getByRole('radiogroup', { name: 'Who signs?' }).boundingBox();
  expect(whoSigns!.width).toBeGreaterThan(address!.width * 0.9);
  // Half-width sections sit one above the other.
  expect(addOns!.y).toBeGreaterThanOrEqual(mobility!.y + mobility!.height - 2);

  // Focus moved by the keyboard lands on a field inside the screen.
  await page.locator('#root_orfPatientName').focus();
  await page.keyboard.press('Tab');
  await expect(page.locator('#root_orfPhone')).toBeInViewport({ ratio: 1 });
});

/** What fills each kind of box when checking that the box shows it whole. */
const fullValues: Record<string, string> = {
  orfContact: '(555) 987-6543',
  orfPhone: '(555) 987-6543',
  orfDob: '03/15/1948',
  orfFooterD: '11/26/2026',
  orfFooterNpi: '1234567893',
  orfWeight: '250 lb',
  orfHeight: `5' 11"`,
};

/** Boxes whose text is wider than the box (the end of `03/15/1948` cut off). */
function boxesCuttingTheirText(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLInputElement>(
        'main input[type="text"], main input[type="tel"]',
      ),
    ]
      .filter((input) => input.offsetParent !== null && input.value !== '')
      .filter((input) => input.scrollWidth > input.clientWidth)
      .map((input) => `${input.id}: ${input.value} (${input.clientWidth} px)`),
  );
}

/** Labels running out of their cell of the form's grid (a long Spanish one). */
function labelsOutsideTheirCell(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main .rx-cell .rx-field__label')]
      .filter((label) => label.offsetParent !== null)
      .filter((label) => {
        const cell = label.closest('.rx-cell')!.getBoundingClientRect();
        return label.getBoundingClientRect().right > cell.right + 1;
      })
      .map((label) => label.textContent ?? ''),
  );
}

for (const language of ['en', 'es']) {
  for (const width of [390, 1280]) {
    test(`order form in ${language} at ${width} px: no box cuts a full value, no label runs out`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await open(page, `${pages.order}?lang=${language}`);
      for (const [key, value] of Object.entries(fullValues)) {
        await page.locator(`#root_${key}`).fill(value);
      }
      await page.locator('#root_orfPatientName').focus();
      expect(await boxesCuttingTheirText(page)).toEqual([]);
      expect(await labelsOutsideTheirCell(page)).toEqual([]);
      await page.screenshot({
        path: `${SHOTS}/order-filled-${language}-${width}.png`,
        fullPage: true,
      });
    });
  }
}

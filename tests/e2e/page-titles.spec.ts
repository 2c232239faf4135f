import { expect, test } from '@playwright/test';

/** Each page names the browser tab after itself, so tabs, history and screen readers tell them apart. */
const titles = {
  '/': 'Home | Task Supply',
  '/about': 'About Us | Task Supply',
  '/order-rx-form': 'Order Rx Form | Task Supply',
  '/conset-messages-form': 'Text Message Consent | Task Supply',
  '/no-such-page': 'Page Not Found | Task Supply',
};

for (const [route, title] of Object.entries(titles)) {
  test(`${route} is titled "${title}"`, async ({ page }) => {
    await page.goto(route);
    await expect(page).toHaveTitle(title);
  });
}

test('the title follows the page when moving through the navigation bar', async ({ page }) => {
  await page.goto('/');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('navigation').getByRole('link', { name: 'Order Rx Form' }).click();
  await expect(page).toHaveTitle(titles['/order-rx-form']);
  await page.getByRole('navigation').getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveTitle(titles['/about']);
});

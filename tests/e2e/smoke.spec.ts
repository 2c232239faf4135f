import { expect, test } from '@playwright/test';

test('home page shows the company name from config', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Task Supply');
});

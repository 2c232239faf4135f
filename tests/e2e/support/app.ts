/** Waiting for the app, where a spec tests the app itself rather than a form's first screen. */
import { expect, type Page } from '@playwright/test';

/**
 * Resolves once the app has drawn the page in place of the build's first screen
 * (scripts/first-screens.ts), which shows the form's boxes before the app runs.
 */
export async function appDrawn(page: Page): Promise<void> {
  await expect(page.locator('#root')).not.toHaveAttribute('data-first-screen', { timeout: 20_000 });
}

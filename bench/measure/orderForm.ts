import type { Locator, Page } from '@playwright/test';
import { orderForm, sampleValues } from '../targets.ts';

const formTimeoutMs = 10_000;
const checkboxesToTick = 8;
const quantitiesToFill = 3;

/** Waits for the order form's first input; false when it never shows (form not built yet). */
export async function waitForOrderForm(page: Page): Promise<boolean> {
  return page
    .locator(orderForm.patientName)
    .first()
    .waitFor({ state: 'visible', timeout: formTimeoutMs })
    .then(
      () => true,
      () => false,
    );
}

/**
 * Makes the order form "filled in" the way a prescriber would: patient name and phone, a few
 * items ticked across the sections and a few quantities. Missing fields are skipped, so the
 * bench still runs while the form is incomplete.
 */
export async function fillOrderForm(page: Page): Promise<void> {
  await fillIfPresent(page.locator(orderForm.patientName), sampleValues.patientName);
  await fillIfPresent(page.locator(orderForm.phone), sampleValues.phone);
  const checkboxes = page.getByRole('checkbox');
  for (const index of spreadIndexes(await checkboxes.count(), checkboxesToTick)) {
    await checkboxes
      .nth(index)
      .check({ timeout: 2_000 })
      .catch(() => undefined);
  }
  const quantities = page.locator('input[type="number"]');
  for (const index of spreadIndexes(await quantities.count(), quantitiesToFill)) {
    await fillIfPresent(quantities.nth(index), sampleValues.quantity);
  }
}

async function fillIfPresent(field: Locator, value: string): Promise<void> {
  if ((await field.count()) === 0) return;
  await field
    .first()
    .fill(value, { timeout: 2_000 })
    .catch(() => undefined);
}

/** Up to `wanted` indexes spread evenly over `count` items, so every section gets some. */
function spreadIndexes(count: number, wanted: number): number[] {
  const step = count / Math.min(count, wanted);
  return Array.from({ length: Math.min(count, wanted) }, (_, i) => Math.floor(i * step));
}

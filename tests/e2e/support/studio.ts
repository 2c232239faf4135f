/** Driving the studio in a spec: where it listens, its files, its Save. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

/** The studio's port: a fixed offset from E2E_PORT, clear of the ports the other specs use. */
export const studioPort = () => Number(process.env.E2E_PORT ?? 4173) + 12;

/** A file of the forms folder, as text. */
export const readForm = (dir: string, file: string) => readFileSync(path.join(dir, file), 'utf8');

/** The studio's Save: the review of the diffs, then Save; resolves once the studio says it saved. */
export async function saveInStudio(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Review and save/ }).click();
  const review = page.getByRole('dialog', { name: 'Review the changes before saving' });
  await review.getByRole('button', { name: /^Save / }).click();
  await page.getByRole('status').filter({ hasText: 'Saved:' }).waitFor();
}

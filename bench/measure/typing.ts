import type { Browser, Page } from '@playwright/test';
import { openBenchPage } from '../browser.ts';
import { sampling, type CpuRate } from '../targets.ts';

export interface TypingTarget {
  path: string;
  field: string;
  text: string;
  /** Brings the form into the state to type in (e.g. filled in), at normal CPU speed. */
  prepare?: (page: Page) => Promise<void>;
}

const fieldTimeoutMs = 10_000;

/**
 * Key-to-next-frame time of every key typed into `target.field` at CPU `rate`: the text is
 * typed `sampling.typingRounds` times into the emptied field. Null when the field is missing.
 */
export async function measureTyping(
  browser: Browser,
  origin: string,
  target: TypingTarget,
  rate: CpuRate,
): Promise<number[] | null> {
  const benchPage = await openBenchPage(browser);
  try {
    const { page } = benchPage;
    await page.goto(origin + target.path, { waitUntil: 'networkidle' });
    const field = page.locator(target.field).first();
    const present = await field.waitFor({ state: 'visible', timeout: fieldTimeoutMs }).then(
      () => true,
      () => false,
    );
    if (!present) return null;
    await target.prepare?.(page);
    await benchPage.setCpuRate(rate);
    const durations: number[] = [];
    for (let round = 0; round < sampling.typingRounds; round++) {
      await field.fill('');
      await field.focus();
      durations.push(...(await typeKeyByKey(page, target.text)));
    }
    return durations;
  } finally {
    await benchPage.close();
  }
}

/**
 * Types one key at a time and waits for its frame before the next, then a typist's pause: keys
 * never queue behind the previous key's work, so each figure is that key's own cost.
 */
async function typeKeyByKey(page: Page, text: string): Promise<number[]> {
  await page.evaluate(() => window.__benchProbe?.takeKeyDurations());
  let typed = 0;
  for (const character of text) {
    await page.keyboard.type(character);
    typed += 1;
    await page.waitForFunction(
      (count) => (window.__benchProbe?.keyDurations.length ?? 0) >= count,
      typed,
    );
    await page.waitForTimeout(sampling.keyDelayMs);
  }
  return page.evaluate(() => window.__benchProbe?.takeKeyDurations() ?? []);
}

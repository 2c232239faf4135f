import type { Browser, Page } from '@playwright/test';
import { openBenchPage } from '../browser.ts';
import { sampling, type CpuRate } from '../targets.ts';

export interface TypingTarget {
  /** Another site than the one measured (the baseline build). */
  origin?: string;
  path: string;
  field: string;
  text: string;
  /** Brings the form into the state to type in (e.g. filled in), at normal CPU speed. */
  prepare?: (page: Page) => Promise<void>;
}

const fieldTimeoutMs = 10_000;

/**
 * Key-to-next-frame times of every key typed into each target at CPU `rate`, in the targets'
 * order: `sampling.typingRounds` rounds, each typing once into every target in turn, on a fresh
 * page. Null when a target's field is missing.
 */
export async function measureTypingRounds(
  browser: Browser,
  origin: string,
  targets: TypingTarget[],
  rate: CpuRate,
): Promise<number[][] | null> {
  const durations = targets.map((): number[] => []);
  for (let round = 0; round < sampling.typingRounds; round++) {
    for (const [index, target] of targets.entries()) {
      const keys = await measureTyping(browser, origin, target, rate);
      if (keys === null) return null;
      durations[index].push(...keys);
    }
  }
  return durations;
}

/** One round: the text typed into the emptied `target.field`; null when the field is missing. */
async function measureTyping(
  browser: Browser,
  origin: string,
  target: TypingTarget,
  rate: CpuRate,
): Promise<number[] | null> {
  const benchPage = await openBenchPage(browser);
  try {
    const { page } = benchPage;
    await page.goto((target.origin ?? origin) + target.path, { waitUntil: 'networkidle' });
    const field = page.locator(target.field).first();
    const present = await field.waitFor({ state: 'visible', timeout: fieldTimeoutMs }).then(
      () => true,
      () => false,
    );
    if (!present) return null;
    await target.prepare?.(page);
    await field.fill('');
    await field.focus();
    await benchPage.setCpuRate(rate);
    return await typeKeyByKey(page, target.text);
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
    await page.evaluate((count) => window.__benchProbe?.whenKeyCount(count), typed);
    await page.waitForTimeout(sampling.keyDelayMs);
  }
  return page.evaluate(() => window.__benchProbe?.takeKeyDurations() ?? []);
}

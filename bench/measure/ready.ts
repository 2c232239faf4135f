import type { Browser } from '@playwright/test';
import { openBenchPage } from '../browser.ts';
import { orderForm, sampling, type CpuRate } from '../targets.ts';

const readyTimeoutMs = 15_000;

/**
 * Order form, navigation start to the frame that shows the patient-name input visible and
 * enabled, in a fresh context each time (cold cache). One sample per run; null when the input
 * never appears (the form is not built yet).
 */
export async function measureOrderFormReady(
  browser: Browser,
  origin: string,
  rate: CpuRate,
): Promise<number[] | null> {
  const samples: number[] = [];
  for (let run = 0; run < sampling.readyRuns; run++) {
    const sample = await readyOnce(browser, origin + orderForm.path, rate);
    if (sample === null) return null;
    samples.push(sample);
  }
  return samples;
}

async function readyOnce(browser: Browser, url: string, rate: CpuRate): Promise<number | null> {
  const benchPage = await openBenchPage(browser, orderForm.patientName);
  try {
    await benchPage.setCpuRate(rate);
    const { page } = benchPage;
    await page.goto(url, { waitUntil: 'commit' });
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), readyTimeoutMs);
    });
    return await Promise.race([benchPage.readyAt, timedOut]).finally(() => clearTimeout(timer));
  } finally {
    await benchPage.close();
  }
}

import type { Browser } from '@playwright/test';
import { openBenchPage } from '../browser.ts';
import { orderForm, sampling, type CpuRate } from '../targets.ts';

const readyTimeoutMs = 15_000;

/** ms from navigation start, one sample per fresh page load. */
export interface OrderFormLoads {
  /** To the frame that shows the patient-name input visible and enabled (a first screen's). */
  readyMs: number[];
  /** To the frame in which the app's own input is shown: the form's code is running. */
  runningMs: number[];
}

/**
 * The order form of each origin loaded in a fresh context each time (cold cache),
 * `sampling.readyRuns` rounds in which the origins take turns, so a machine that slows down
 * midway weighs on every build alike. Null when an origin's input never appears (the form is
 * not built yet).
 */
export async function measureOrderFormLoads(
  browser: Browser,
  origins: string[],
  rate: CpuRate,
): Promise<(OrderFormLoads | null)[]> {
  const loads: (OrderFormLoads | null)[] = origins.map(() => ({ readyMs: [], runningMs: [] }));
  for (let run = 0; run < sampling.readyRuns; run++) {
    for (const [index, origin] of origins.entries()) {
      const originLoads = loads[index];
      if (originLoads === null) continue;
      const sample = await loadOnce(browser, origin + orderForm.path, rate);
      if (sample === null) {
        loads[index] = null;
        continue;
      }
      originLoads.readyMs.push(sample.ready);
      originLoads.runningMs.push(sample.running);
    }
  }
  return loads;
}

async function loadOnce(
  browser: Browser,
  url: string,
  rate: CpuRate,
): Promise<{ ready: number; running: number } | null> {
  const benchPage = await openBenchPage(browser, orderForm.patientName);
  try {
    await benchPage.setCpuRate(rate);
    const { page } = benchPage;
    await page.goto(url, { waitUntil: 'commit' });
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), readyTimeoutMs);
    });
    const both = Promise.all([benchPage.readyAt, benchPage.runningAt]).then(([ready, running]) => ({
      ready,
      running,
    }));
    return await Promise.race([both, timedOut]).finally(() => clearTimeout(timer));
  } finally {
    await benchPage.close();
  }
}

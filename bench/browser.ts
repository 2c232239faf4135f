import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { chromiumArgs } from '../playwright.config.ts';
import type { CpuRate } from './targets.ts';
import { installProbe } from './probe.ts';

/** The page calls it with `ready:<ms>` and `running:<ms>`; bench/page-probe.js names it too. */
const reportBinding = '__benchReport';

/** Debian's Chromium with the same switches as the e2e tests. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
}

export interface BenchPage {
  context: BrowserContext;
  page: Page;
  /** Slows the page's CPU by `rate` (1 = normal) through the DevTools protocol. */
  setCpuRate(rate: CpuRate): Promise<void>;
  /**
   * The probe's `readyAt` once the watched input is ready (see `readySelector`), reported by the
   * page itself through a DevTools binding: waiting with Playwright's `waitForFunction` would
   * compile Playwright's injected script in the page while the app is still loading.
   */
  readyAt: Promise<number>;
  /** The probe's `runningAt`: the frame in which the app itself shows the input. */
  runningAt: Promise<number>;
  close(): Promise<void>;
}

/**
 * A page in a fresh context (empty cache) with the timing probe installed, optionally watching
 * for an input to become ready. One DevTools session per page, kept attached for the page's
 * life: detaching it would lift the throttling.
 */
export async function openBenchPage(browser: Browser, readySelector?: string): Promise<BenchPage> {
  const context = await browser.newContext({ acceptDownloads: true });
  const page = await context.newPage();
  await installProbe(page, readySelector);
  const session = await context.newCDPSession(page);
  const reported = (kind: string) =>
    new Promise<number>((resolve) => {
      session.on('Runtime.bindingCalled', ({ name, payload }) => {
        const [said, at] = payload.split(':');
        if (name === reportBinding && said === kind) resolve(Number(at));
      });
    });
  const readyAt = reported('ready');
  const runningAt = reported('running');
  await session.send('Runtime.enable');
  await session.send('Runtime.addBinding', { name: reportBinding });
  return {
    context,
    page,
    setCpuRate: async (rate) => {
      await session.send('Emulation.setCPUThrottlingRate', { rate });
    },
    readyAt,
    runningAt,
    close: () => context.close(),
  };
}

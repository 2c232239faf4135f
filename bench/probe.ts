import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

/** What bench/page-probe.js puts on `window.__benchProbe`. */
export interface PageProbe {
  readyAt: number | null;
  runningAt: number | null;
  keyDurations: number[];
  lastButtonClickAt: number | null;
  lastDownloadClickAt: number | null;
  watchReady(selector: string): void;
  stopPageScripts(): void;
  takeKeyDurations(): number[];
  whenKeyCount(count: number): Promise<void>;
  makePdfViaHook(): Promise<{ ms: number; bytes: number[] } | null>;
}

declare global {
  interface Window {
    __benchProbe?: PageProbe;
    __rxFormsBench?: { makePdf?: () => Promise<unknown> };
  }
}

const probeSource = readFileSync(new URL('./page-probe.js', import.meta.url), 'utf8');

/** Injects the probe into every document the page loads; optionally watches for an input. */
export async function installProbe(page: Page, readySelector?: string): Promise<void> {
  const watch = readySelector
    ? `window.__benchProbe.watchReady(${JSON.stringify(readySelector)});`
    : '';
  await page.addInitScript({ content: `${probeSource}\n${watch}` });
}

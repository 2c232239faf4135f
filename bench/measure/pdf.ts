import { readFile } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import type { Browser, Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { openBenchPage } from '../browser.ts';
import { orderForm, sampling, type CpuRate } from '../targets.ts';
import { fillOrderForm, waitForOrderForm } from './orderForm.ts';
import { recordAssets, type AssetTotals } from './assets.ts';

interface PdfRun {
  ms: number;
  bytes: Uint8Array;
}

export interface PdfFigures {
  /** The first PDF of the page, including fetching and compiling the PDF libraries. */
  firstMs: number;
  /** Later PDFs of the same filled-in form (libraries loaded): capture + PDF only. */
  ms: number[];
  sizes: number[];
  pages: number;
  a4Portrait: boolean;
  /** JS and CSS fetched because of the first PDF. */
  firstPdfAssets: AssetTotals;
}

/** Per unit of CPU slow-down: the cold first PDF at CPU 4 can take several seconds here. */
const downloadTimeoutMsPerRate = 20_000;
/** Lets the toast and any late chunk requests settle between PDFs. */
const settleMs = 500;
const a4Mm = { width: 210, height: 297 };
const mmPerPoint = 25.4 / 72;

/** PDFs of the filled-in order form at CPU `rate`; null when the page cannot make one yet. */
export async function measurePdf(
  browser: Browser,
  origin: string,
  rate: CpuRate,
): Promise<PdfFigures | null> {
  const benchPage = await openBenchPage(browser);
  try {
    const { page } = benchPage;
    await page.goto(origin + orderForm.path, { waitUntil: 'networkidle' });
    if (!(await waitForOrderForm(page))) return null;
    await fillOrderForm(page);
    const makePdf = await findPdfMaker(page, downloadTimeoutMsPerRate * rate);
    if (!makePdf) return null;
    await benchPage.setCpuRate(rate);

    const recorder = recordAssets(page);
    const first = await makePdf();
    await page.waitForTimeout(settleMs);
    const firstPdfAssets = await recorder.stop();

    const runs: PdfRun[] = [];
    for (let run = 0; run < sampling.pdfRuns; run++) {
      runs.push(await makePdf());
      await page.waitForTimeout(settleMs);
    }
    const layout = await pageLayout(runs.at(-1)?.bytes ?? first.bytes);
    return {
      firstMs: first.ms,
      ms: runs.map((run) => run.ms),
      sizes: runs.map((run) => run.bytes.length),
      ...layout,
      firstPdfAssets,
    };
  } finally {
    await benchPage.close();
  }
}

/**
 * How this page makes a PDF: its print button (Print, 'Imprimir' before) (timed in the page from the click to
 * the app's click on the download link; failing that, in Node from the click to the download
 * event, a few tens of ms later), or else the optional bench hook
 * `window.__rxFormsBench.makePdf()` (timed in the page). Null when it has neither.
 */
async function findPdfMaker(
  page: Page,
  downloadTimeoutMs: number,
): Promise<(() => Promise<PdfRun>) | null> {
  const button = page.getByRole('button', { name: orderForm.printButtonName }).first();
  if ((await button.count()) > 0) {
    return async () => {
      const started = performance.now();
      const [file] = await Promise.all([
        page.waitForEvent('download', { timeout: downloadTimeoutMs }).catch(() => {
          throw new Error(`no download within ${downloadTimeoutMs / 1000} s of Print`);
        }),
        // A DOM click, not locator.click(): Playwright's actionability checks would be timed too.
        button.evaluate((element) => (element as HTMLElement).click()),
      ]);
      const nodeMs = performance.now() - started;
      const ms = (await pageSideMs(page)) ?? nodeMs;
      return { ms, bytes: await readFile(await file.path()) };
    };
  }
  const hasHook = await page.evaluate(() => typeof window.__rxFormsBench?.makePdf === 'function');
  if (!hasHook) return null;
  return async () => {
    const result = await page.evaluate(() => window.__benchProbe?.makePdfViaHook() ?? null);
    if (!result) throw new Error('the bench hook made no PDF');
    return { ms: result.ms, bytes: Uint8Array.from(result.bytes) };
  };
}

/** The click-to-download time the probe saw, when the app saved through a link in the page. */
async function pageSideMs(page: Page): Promise<number | null> {
  const clicks = await page.evaluate(() => ({
    button: window.__benchProbe?.lastButtonClickAt ?? null,
    download: window.__benchProbe?.lastDownloadClickAt ?? null,
  }));
  if (clicks.button === null || clicks.download === null || clicks.download < clicks.button) {
    return null;
  }
  return clicks.download - clicks.button;
}

async function pageLayout(bytes: Uint8Array): Promise<{ pages: number; a4Portrait: boolean }> {
  const document = await PDFDocument.load(bytes);
  const pages = document.getPages();
  const a4Portrait = pages.every((pdfPage) => {
    const { width, height } = pdfPage.getSize();
    return (
      Math.abs(width * mmPerPoint - a4Mm.width) < 1 &&
      Math.abs(height * mmPerPoint - a4Mm.height) < 1
    );
  });
  return { pages: pages.length, a4Portrait };
}

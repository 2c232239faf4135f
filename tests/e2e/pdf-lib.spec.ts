import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { PDFDocument, PDFName, PDFDict } from 'pdf-lib';
import { createServer, type ViteDevServer } from 'vite';

/**
 * The PDF library in a real browser: a form-like fixture page about two A4 pages long
 * (tests/e2e/fixtures/pdf.html) served by Vite's dev server, so the library's TypeScript
 * loads without a page of the app. Figures (time, size) are printed and attached.
 */

const A4_POINTS = { width: 595.28, height: 841.89 };
const MARGIN_MM = 10;
const DPI = 100;
const outDir = process.env.PDF_SHOTS ?? join('test-results', 'pdf-lib');

let server: ViteDevServer;
let fixtureUrl: string;

test.beforeAll(async () => {
  server = await createServer({
    root: process.cwd(),
    logLevel: 'error',
    server: { host: '127.0.0.1', port: 0, hmr: false },
  });
  await server.listen();
  fixtureUrl = `${server.resolvedUrls!.local[0]}tests/e2e/fixtures/pdf.html`;
  mkdirSync(outDir, { recursive: true });
});

test.afterAll(async () => {
  await server?.close();
});

interface Run {
  ms: number;
  bytes: number;
  pageCount: number;
  base64: string;
}

async function makePdf(page: Page): Promise<Run> {
  return page.evaluate(async () => {
    const started = performance.now();
    const pdf = await window.createFormPdf(document.getElementById('form')!);
    return {
      ms: performance.now() - started,
      bytes: pdf.bytes,
      pageCount: pdf.pageCount,
      base64: pdf.base64,
    };
  });
}

/** A page rendered by poppler as raw RGB (PPM), with a reader for pixels. */
function renderPage(pdfFile: string, pageNumber: number) {
  const prefix = join(outDir, `page`);
  // Raw PPM to read pixels from, and a PNG of the same page to look at.
  for (const format of [[], ['-png']]) {
    const pages = ['-f', String(pageNumber), '-l', String(pageNumber)];
    execFileSync('pdftoppm', ['-r', String(DPI), ...format, ...pages, pdfFile, prefix]);
  }
  const ppm = readFileSync(`${prefix}-${pageNumber}.ppm`);
  const header = ppm.subarray(0, 20).toString('latin1').split(/\s+/);
  const [width, height] = [Number(header[1]), Number(header[2])];
  const start = ppm.length - width * height * 3;
  const grey = (x: number, y: number) => {
    const at = start + (Math.round(y) * width + Math.round(x)) * 3;
    return (ppm[at] + ppm[at + 1] + ppm[at + 2]) / 3;
  };
  return { width, height, grey };
}

/** Pixels darker than `limit` inside a rectangle (page pixels). */
function inkIn(
  render: ReturnType<typeof renderPage>,
  box: { x: number; y: number; w: number; h: number },
  limit = 160,
) {
  let ink = 0;
  for (let y = box.y; y < box.y + box.h; y++) {
    for (let x = box.x; x < box.x + box.w; x++) if (render.grey(x, y) < limit) ink++;
  }
  return ink;
}

/**
 * Each cut (the sum of the page images' heights, painted at scale 2) must lie outside every
 * text line and control of the live form; returns the ones that do not.
 */
async function rowsCrossedByCuts(page: Page, imageHeights: number[]): Promise<string[]> {
  const cuts: number[] = [];
  let top = 0;
  for (const height of imageHeights.slice(0, -1)) cuts.push((top += height / 2));
  return page.evaluate((cutsCss) => {
    const form = document.getElementById('form')!;
    const origin = form.getBoundingClientRect().top;
    const rects: DOMRect[] = [];
    const walker = document.createTreeWalker(form, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.nodeValue?.trim()) continue;
      range.selectNodeContents(node);
      rects.push(...range.getClientRects());
    }
    for (const control of form.querySelectorAll('input, textarea')) {
      rects.push(control.getBoundingClientRect());
    }
    return cutsCss.flatMap((cut) =>
      rects
        .filter((r) => r.top - origin < cut - 0.5 && r.bottom - origin > cut + 0.5)
        .map((r) => `${cut}: ${r.top - origin}-${r.bottom - origin}`),
    );
  }, cuts);
}

/**
 * Every page A4 portrait; the document holds one image per page. Returns the images' heights
 * in pixels, in page order (jsPDF shares one resource dictionary, naming images I0, I1, ...).
 */
function checkPages(doc: PDFDocument): number[] {
  for (const pdfPage of doc.getPages()) {
    const { width, height } = pdfPage.getSize();
    expect(width).toBeCloseTo(A4_POINTS.width, 1);
    expect(height).toBeCloseTo(A4_POINTS.height, 1);
  }
  const xObjects = doc.getPages()[0].node.Resources()!.lookup(PDFName.of('XObject'), PDFDict);
  const images = xObjects
    .entries()
    .map(([name, ref]) => ({ order: Number(name.decodeText().replace(/\D/g, '')), ref }))
    .sort((a, b) => a.order - b.order)
    .map(({ ref }) => (doc.context.lookup(ref) as unknown as { dict: PDFDict }).dict);
  expect(images).toHaveLength(doc.getPageCount());
  return images.map((image) => {
    expect(image.get(PDFName.of('Subtype'))).toBe(PDFName.of('Image'));
    return Number(image.get(PDFName.of('Height'))!.toString());
  });
}

declare global {
  interface Window {
    createFormPdf: typeof import('../../src/lib/pdf').createFormPdf;
    fixtureReady?: boolean;
  }
}

test('makes a multi-page A4 PDF that prints what was typed, without placeholders or cut rows', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(fixtureUrl);
  await page.waitForFunction(() => window.fixtureReady === true);

  await makePdf(page); // warm-up: loads the PDF libraries
  const runs: Run[] = [];
  for (let i = 0; i < 5; i++) runs.push(await makePdf(page));
  const median = (values: number[]) =>
    [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const figures = {
    medianMs: Math.round(median(runs.map((r) => r.ms))),
    bytes: runs[0].bytes,
    pages: runs[0].pageCount,
  };
  process.stdout.write(`PDF of the fixture: ${JSON.stringify(figures)}\n`);
  test.info().annotations.push({ type: 'pdf figures', description: JSON.stringify(figures) });

  const bytes = Buffer.from(runs[0].base64, 'base64');
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.length).toBe(runs[0].bytes);
  expect(figures.bytes).toBeLessThanOrEqual(300 * 1024);
  const pdfFile = join(outDir, 'fixture.pdf');
  writeFileSync(pdfFile, bytes);

  const doc = await PDFDocument.load(bytes);
  expect(doc.getPageCount()).toBeGreaterThanOrEqual(2);
  expect(doc.getPageCount()).toBe(runs[0].pageCount);
  const imageHeights = checkPages(doc);

  // Where fixture elements land on page 1: CSS px → mm → pixels at DPI.
  const layout = await page.evaluate(() => {
    const form = document.getElementById('form')!.getBoundingClientRect();
    const box = (id: string) => {
      const r = document.getElementById(id)!.getBoundingClientRect();
      return { x: r.x - form.x, y: r.y - form.y, w: r.width, h: r.height };
    };
    return {
      formWidth: form.width,
      empty: box('s1f2'),
      filled: box('s1f1'),
      checked: box('s1c1'),
      unchecked: box('s1c2'),
    };
  });
  const pxPerCss = ((210 - 2 * MARGIN_MM) / layout.formWidth) * (DPI / 25.4);
  const marginPx = (MARGIN_MM * DPI) / 25.4;
  const onPage = (b: { x: number; y: number; w: number; h: number }, inset: number) => ({
    x: Math.ceil(marginPx + (b.x + inset) * pxPerCss),
    y: Math.ceil(marginPx + (b.y + inset) * pxPerCss),
    w: Math.floor((b.w - 2 * inset) * pxPerCss),
    h: Math.floor((b.h - 2 * inset) * pxPerCss),
  });

  const first = renderPage(pdfFile, 1);
  expect(first.width).toBe(Math.round((210 / 25.4) * DPI));
  // The empty field's placeholder ('Patient Name is required') is not painted; the typed value is.
  expect(inkIn(first, onPage(layout.empty, 3))).toBe(0);
  expect(inkIn(first, onPage(layout.filled, 3))).toBeGreaterThan(20);
  // A checked box carries a mark; an unchecked one is empty inside.
  expect(inkIn(first, onPage(layout.checked, 3))).toBeGreaterThan(
    inkIn(first, onPage(layout.unchecked, 3)),
  );

  expect(await rowsCrossedByCuts(page, imageHeights)).toEqual([]);
  renderPage(pdfFile, doc.getPageCount());
});

test('a long form continues over several pages, each cut between rows', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(fixtureUrl);
  await page.waitForFunction(() => window.fixtureReady === true);
  await page.evaluate(() => {
    const form = document.getElementById('form')!;
    form.innerHTML = form.innerHTML.repeat(3).replace(/id="[^"]*"/g, '');
    form.id = 'form';
  });
  const run = await makePdf(page);
  const doc = await PDFDocument.load(Buffer.from(run.base64, 'base64'));
  expect(doc.getPageCount()).toBeGreaterThanOrEqual(5);
  expect(await rowsCrossedByCuts(page, checkPages(doc))).toEqual([]);
});

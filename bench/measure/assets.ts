import { gzipSync } from 'node:zlib';
import type { Browser, Page, Response } from '@playwright/test';
import { openBenchPage } from '../browser.ts';
import { pdfLibraryFileName } from '../targets.ts';

export interface AssetFile {
  /** URL path, e.g. `/assets/index-abc.js`. */
  path: string;
  /** `html`: the page's document, which carries the site's styles inline. */
  kind: 'js' | 'css' | 'html';
  bytes: number;
  gzipBytes: number;
}

export interface AssetTotals {
  jsGzipBytes: number;
  cssGzipBytes: number;
  htmlGzipBytes: number;
  files: AssetFile[];
}

export interface RouteAssets extends AssetTotals {
  /** Files loaded with the page that hold html2canvas or jsPDF code (should be none). */
  pdfLibraryFiles: string[];
}

export interface AssetRecorder {
  /** Stops recording and returns every document, JS and CSS file received since it started. */
  stop(): Promise<AssetTotals>;
}

/** Records the documents, JS and CSS the page receives, each gzipped at zlib's default level. */
export function recordAssets(page: Page): AssetRecorder {
  const pending: Promise<AssetFile | null>[] = [];
  const onResponse = (response: Response) => pending.push(toAssetFile(response));
  page.on('response', onResponse);
  return {
    async stop() {
      page.off('response', onResponse);
      const files = (await Promise.all(pending)).filter((file) => file !== null);
      return totalsOf(files);
    },
  };
}

/** Loads `route` in a fresh context at normal CPU and records what it fetches until idle. */
export async function measureRouteAssets(
  browser: Browser,
  url: string,
  pdfLibraryChunks: ReadonlySet<string>,
): Promise<RouteAssets> {
  const benchPage = await openBenchPage(browser);
  try {
    const recorder = recordAssets(benchPage.page);
    await benchPage.page.goto(url, { waitUntil: 'networkidle' });
    const totals = await recorder.stop();
    const pdfLibraryFiles = totals.files
      .map((file) => file.path)
      .filter((path) => isPdfLibraryFile(path, pdfLibraryChunks));
    return { ...totals, pdfLibraryFiles };
  } finally {
    await benchPage.close();
  }
}

/** By the build's chunk map (exact), or by name when a chunk is named after the library. */
function isPdfLibraryFile(path: string, pdfLibraryChunks: ReadonlySet<string>): boolean {
  return pdfLibraryChunks.has(path.replace(/^\//, '')) || pdfLibraryFileName.test(path);
}

const kinds: Partial<Record<string, AssetFile['kind']>> = {
  document: 'html',
  script: 'js',
  stylesheet: 'css',
};

async function toAssetFile(response: Response): Promise<AssetFile | null> {
  const kind = kinds[response.request().resourceType()];
  if (!kind || !response.ok()) return null;
  const body = await response.body().catch(() => null);
  if (!body) return null;
  return {
    path: new URL(response.url()).pathname,
    kind,
    bytes: body.length,
    gzipBytes: gzipSync(body).length,
  };
}

function totalsOf(files: AssetFile[]): AssetTotals {
  const sum = (kind: AssetFile['kind']) =>
    files.filter((file) => file.kind === kind).reduce((total, file) => total + file.gzipBytes, 0);
  return { jsGzipBytes: sum('js'), cssGzipBytes: sum('css'), htmlGzipBytes: sum('html'), files };
}

/**
 * `npm run bench:sizes`: builds the site once and prints the JS and CSS gzip of each route, the
 * way `npm run bench` measures them (bench/measure/assets.ts), with the files behind each total.
 * No timing: it takes about a minute, for checking a change's size before a full bench.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from './browser.ts';
import { buildSite } from './build.ts';
import { measureRouteAssets, type RouteAssets } from './measure/assets.ts';
import { serveStatic } from './serve.ts';
import { routes } from './targets.ts';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function describeRoute(route: string, assets: RouteAssets): string {
  const files = [...assets.files]
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .map((file) => `  ${kb(file.gzipBytes).padStart(9)}  ${file.path}`);
  const totals = `JS ${kb(assets.jsGzipBytes)}, CSS ${kb(assets.cssGzipBytes)}, HTML ${kb(assets.htmlGzipBytes)} gzip`;
  return [`${route}: ${totals}`, ...files].join('\n');
}

async function main(): Promise<void> {
  const outDir = await mkdtemp(join(tmpdir(), 'rx-forms-sizes-'));
  try {
    const site = await buildSite(projectRoot, outDir);
    const server = await serveStatic(outDir, 0);
    const browser = await launchChromium();
    try {
      for (const route of routes) {
        const assets = await measureRouteAssets(
          browser,
          server.origin + route,
          site.pdfLibraryChunks,
        );
        process.stdout.write(`${describeRoute(route, assets)}\n\n`);
      }
    } finally {
      await browser.close();
      await server.close();
    }
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

await main();

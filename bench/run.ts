/**
 * `npm run bench`: builds the site, serves it, measures it in headless Chromium and prints the
 * figures against issue 9's budgets; writes bench/results.json. Never fails on a budget: the
 * machines here are noisy, so it reports and leaves judgement to whoever reads the medians.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { launchChromium } from './browser.ts';
import { baselineSite, DEFAULT_BASELINE } from './baseline.ts';
import { buildSite } from './build.ts';
import { currentLoadAverage, describeMachine } from './machine.ts';
import { measureAll } from './measurements.ts';
import { baselineTable, formatTable, tableRows } from './report.ts';
import { serveStatic } from './serve.ts';
import { floorPage } from './targets.ts';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));
const resultsFile = fileURLToPath(new URL('./results.json', import.meta.url));
/** 0 picks a free port; set BENCH_PORT to pin one. */
const port = Number(process.env.BENCH_PORT ?? 0);
const baselineCommit = process.env.BENCH_BASELINE ?? DEFAULT_BASELINE;

function progress(message: string): void {
  process.stderr.write(`[bench] ${message}\n`);
}

async function main(): Promise<void> {
  const started = performance.now();
  const loadAverageAtStart = currentLoadAverage();
  const outDir = await mkdtemp(join(tmpdir(), 'rx-forms-bench-'));
  try {
    progress('building the site');
    const site = await buildSite(projectRoot, outDir);
    await writeFile(join(outDir, floorPage.path), floorPage.html);
    const server = await serveStatic(outDir, port);
    let baseline: Awaited<ReturnType<typeof serveStatic>> | undefined;
    if (baselineCommit !== 'none') {
      progress(`building the baseline ${baselineCommit} (once; kept in node_modules/.cache)`);
      baseline = await serveStatic(baselineSite(projectRoot, baselineCommit), 0);
    }
    const browser = await launchChromium();
    try {
      const measured = await measureAll(browser, server.origin, site, progress, baseline?.origin);
      const machine = describeMachine(browser.version(), loadAverageAtStart);
      const rows = tableRows(measured);
      const durationS = Math.round((performance.now() - started) / 1000);
      process.stdout.write(`\n${formatTable(rows)}\n\n`);
      if (measured.baseline) {
        process.stdout.write(`${baselineTable(measured, baselineCommit)}\n\n`);
      }
      process.stdout.write(
        `${machine.cpuCount} × ${machine.cpuModel}, ${machine.totalMemoryGb} GB, ` +
          `Node ${machine.node}, Chromium ${machine.chromium}, load ${machine.loadAverageAtStart.toFixed(2)}, ` +
          `${durationS} s\n`,
      );
      const results = { machine, durationS, table: rows, measured };
      await writeFile(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
      progress(`results written to ${resultsFile}`);
    } finally {
      await browser.close();
      await server.close();
      await baseline?.close();
    }
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

await main();

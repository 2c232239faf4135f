/**
 * `npm run bench`: builds the site, the baseline commit and a plain rjsf page of the order form,
 * serves them, measures them in headless Chromium and prints the figures against the budgets and
 * beside each other (docs/performance.md); writes bench/results.json. Never fails on a budget: the
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
import { measureAll, type Peer } from './measurements.ts';
import { buildPlainRjsf } from './plain-rjsf/build.ts';
import { formatTable, peersTable, tableRows } from './report.ts';
import { serveStatic, type StaticServer } from './serve.ts';
import { floorPage } from './targets.ts';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));
const resultsFile = fileURLToPath(new URL('./results.json', import.meta.url));
/** 0 picks a free port; set BENCH_PORT to pin one. */
const port = Number(process.env.BENCH_PORT ?? 0);
const baselineCommit = process.env.BENCH_BASELINE ?? DEFAULT_BASELINE;
const PLAIN_RJSF = 'plain rjsf';

function progress(message: string): void {
  process.stderr.write(`[bench] ${message}\n`);
}

async function main(): Promise<void> {
  const started = performance.now();
  const loadAverageAtStart = currentLoadAverage();
  const outDir = await mkdtemp(join(tmpdir(), 'rx-forms-bench-'));
  const plainDir = await mkdtemp(join(tmpdir(), 'rx-forms-bench-plain-'));
  const servers: StaticServer[] = [];
  try {
    progress('building the site');
    const site = await buildSite(projectRoot, outDir);
    await writeFile(join(outDir, floorPage.path), floorPage.html);
    const server = await serveStatic(outDir, port);
    servers.push(server);
    const peers: Peer[] = [];
    if (baselineCommit !== 'none') {
      progress(`building the baseline ${baselineCommit} (once; kept in node_modules/.cache)`);
      const baseline = await serveStatic(baselineSite(projectRoot, baselineCommit), 0);
      servers.push(baseline);
      peers.push({ label: baselineCommit, origin: baseline.origin });
    }
    progress(`building the ${PLAIN_RJSF} page`);
    await buildPlainRjsf(plainDir);
    const plain = await serveStatic(plainDir, 0);
    servers.push(plain);
    peers.push({ label: PLAIN_RJSF, origin: plain.origin });
    const browser = await launchChromium();
    try {
      const measured = await measureAll(browser, server.origin, site, progress, peers);
      const machine = describeMachine(browser.version(), loadAverageAtStart);
      const rows = tableRows(measured);
      const durationS = Math.round((performance.now() - started) / 1000);
      process.stdout.write(`\n${formatTable(rows)}\n\n`);
      process.stdout.write(`${peersTable(measured, PLAIN_RJSF)}\n\n`);
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
    }
  } finally {
    await Promise.all(servers.map((server) => server.close()));
    await rm(outDir, { recursive: true, force: true });
    await rm(plainDir, { recursive: true, force: true });
  }
}

await main();

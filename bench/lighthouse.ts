/**
 * `npm run bench:lighthouse`: Lighthouse (mobile: a mid-range phone on slow 4G, the CPU slowed
 * four times, applied by DevTools rather than simulated) on the order, consent and home pages
 * through the project's own server, as `npm start` runs it, and on the plain rjsf page of the
 * order form served compressed; the median of 3 runs of each (docs/performance.md). Prints
 * figures, judges nothing: this machine is shared and noisy.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import * as chromeLauncher from 'chrome-launcher';
import Fastify from 'fastify';
import lighthouse from 'lighthouse';
import { paths } from '../src/app/paths.ts';
import { startServerProcess } from '../server/testing/serverProcess.ts';
import { buildSite } from './build.ts';
import { currentLoadAverage } from './machine.ts';
import { buildPlainRjsf } from './plain-rjsf/build.ts';
import { median, round } from './stats.ts';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));
const RUNS = 3;

interface Figures {
  fcpMs: number;
  lcpMs: number;
  ttiMs: number;
  score: number;
}

function progress(message: string): void {
  process.stderr.write(`[lighthouse] ${message}\n`);
}

/** The plain rjsf page from its built folder, with the build's Brotli and gzip copies. */
async function serveCompressed(dir: string) {
  const app = Fastify();
  await app.register(fastifyStatic, { root: dir, preCompressed: true });
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  return { origin, close: () => app.close() };
}

async function audit(url: string, port: number): Promise<Figures> {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
    { extends: 'lighthouse:default', settings: { throttlingMethod: 'devtools' } },
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { audits, categories, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`${url}: ${runtimeError.message}`);
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    ttiMs: value('interactive'),
    score: (categories.performance?.score ?? Number.NaN) * 100,
  };
}

function medianOf(runs: Figures[]): Figures {
  const of = (key: keyof Figures) => round(median(runs.map((run) => run[key])));
  return { fcpMs: of('fcpMs'), lcpMs: of('lcpMs'), ttiMs: of('ttiMs'), score: of('score') };
}

function table(rows: Array<[string, Figures]>): string {
  const lines = [
    ['page', 'FCP ms', 'LCP ms', 'TTI ms', 'perf score'],
    ...rows.map(([page, f]) => [page, f.fcpMs, f.lcpMs, f.ttiMs, f.score].map(String)),
  ];
  const [heading, ...body] = lines.map((line) => `| ${line.join(' | ')} |`);
  return [heading, `|${' --- |'.repeat(lines[0].length)}`, ...body].join('\n');
}

async function main(): Promise<void> {
  const loadAverage = currentLoadAverage();
  const work = await mkdtemp(join(tmpdir(), 'rx-forms-lighthouse-'));
  const siteDir = join(work, 'site');
  const plainDir = join(work, 'plain');
  progress('building the site and the plain rjsf page');
  await buildSite(projectRoot, siteDir);
  await buildPlainRjsf(plainDir);
  const server = await startServerProcess({
    SITE_DIR: siteDir,
    DATA_DIR: join(work, 'data'),
    OUTBOX_DIR: join(work, 'outbox'),
  });
  const plain = await serveCompressed(plainDir);
  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const pages: Array<[string, string]> = [
      ['order form, `npm start`', server.url + paths.orderRx],
      ['consent form, `npm start`', server.url + paths.consent],
      ['home, `npm start`', server.url + paths.home],
      ['plain rjsf order form, compressed', `${plain.origin}/`],
    ];
    const rows: Array<[string, Figures]> = [];
    for (const [label, url] of pages) {
      const runs: Figures[] = [];
      for (let run = 1; run <= RUNS; run++) {
        progress(`${label}: run ${run} of ${RUNS}`);
        runs.push(await audit(url, chrome.port));
      }
      rows.push([label, medianOf(runs)]);
    }
    process.stdout.write(
      `\nLighthouse 12.2.3, mobile, DevTools throttling, median of ${RUNS}; load ${loadAverage.toFixed(2)} at start\n\n${table(rows)}\n`,
    );
  } finally {
    chrome.kill();
    await plain.close();
    await server.stop();
    await rm(work, { recursive: true, force: true });
  }
}

await main();

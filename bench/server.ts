/**
 * `npm run bench:server`: orders per second and answer latency of the real server for 200 orders
 * with a 200 KB attachment, 20 at a time, against a real SMTP server on loopback; once on SQLite
 * (the default) and once on PostgreSQL (durable settings). A figure to read, not a test: the
 * machines here are shared and noisy, so it prints the load average beside the numbers.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { orderBody, PNG_BYTES } from '../server/testing/fixtures';
import { acknowledged, sendOrders } from '../server/testing/orderLoad';
import { startPostgres } from '../server/testing/postgres';
import { startServerProcess } from '../server/testing/serverProcess';
import { startSmtpSink } from '../server/testing/smtpSink';
import { waitFor } from '../server/testing/waitFor';
import { percentile, round } from './stats.ts';

const ORDERS = 200;
const CONCURRENCY = 20;
const ATTACHMENT_BYTES = 200 * 1024;
const WARM_UP = 10;

/** A PNG signature followed by random bytes: 200 KB that compress as little as a real scan. */
const scan = Buffer.concat([PNG_BYTES, randomBytes(ATTACHMENT_BYTES - PNG_BYTES.length)]);
const body = () =>
  orderBody([{ name: 'scan.png', base64: scan.toString('base64'), mime_type: 'image/png' }]);

interface Result {
  backend: string;
  ordersPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  sent: number;
  queued: number;
  /** Until the last e-mail reached the SMTP server. */
  allDeliveredS: number;
}

function progress(message: string): void {
  process.stderr.write(`[bench:server] ${message}\n`);
}

async function measure(backend: string, env: Record<string, string>): Promise<Result> {
  const sink = await startSmtpSink();
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'rx-bench-server-'));
  const server = await startServerProcess({
    ...env,
    SMTP_URL: sink.url,
    DATA_DIR: path.join(root, 'data'),
    OUTBOX_DIR: path.join(root, 'outbox'),
    SITE_DIR: path.join(root, 'site'),
    RATE_LIMIT_MAX: '1000000',
  });
  try {
    await sendOrders({ urls: [server.url], count: WARM_UP, concurrency: 2, body });
    await waitFor('the warm-up e-mails', () => sink.messages().length === WARM_UP, 60_000);
    progress(`${backend}: ${ORDERS} orders, ${CONCURRENCY} at a time`);
    const started = performance.now();
    const sent = await sendOrders({
      urls: [server.url],
      count: ORDERS,
      concurrency: CONCURRENCY,
      body,
    });
    const seconds = (performance.now() - started) / 1000;
    if (acknowledged(sent).length !== ORDERS) {
      throw new Error(`${backend}: ${ORDERS - acknowledged(sent).length} orders were refused`);
    }
    await waitFor('every e-mail', () => sink.messages().length === WARM_UP + ORDERS, 300_000);
    const latencies = sent.map((s) => s.ms);
    return {
      backend,
      ordersPerSecond: round(ORDERS / seconds),
      p50Ms: Math.round(percentile(latencies, 50)),
      p95Ms: Math.round(percentile(latencies, 95)),
      sent: sent.filter((s) => s.status === 200).length,
      queued: sent.filter((s) => s.status === 202).length,
      allDeliveredS: round((performance.now() - started) / 1000),
    };
  } finally {
    await server.stop();
    await sink.dispose();
    fs.rmSync(root, { recursive: true, force: true });
  }
}

function formatResults(results: Result[]): string {
  const lines = [
    ['back end', 'orders/s', 'p50', 'p95', '200 sent', '202 queued', 'all e-mailed'],
    ...results.map((r) => [
      r.backend,
      String(r.ordersPerSecond),
      `${r.p50Ms} ms`,
      `${r.p95Ms} ms`,
      String(r.sent),
      String(r.queued),
      `${r.allDeliveredS} s`,
    ]),
  ];
  const widths = lines[0].map((_, column) => Math.max(...lines.map((line) => line[column].length)));
  return lines.map((line) => line.map((cell, i) => cell.padEnd(widths[i])).join('  ')).join('\n');
}

async function main(): Promise<void> {
  const load = os.loadavg()[0];
  const results = [await measure('SQLite', {})];
  const postgres = await startPostgres({ durable: true });
  try {
    const databaseUrl = await postgres.createDatabase('bench');
    results.push(
      await measure('PostgreSQL', {
        DATABASE_URL: databaseUrl,
        ORDER_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
      }),
    );
  } finally {
    await postgres.stop();
  }
  process.stdout.write(`\n${formatResults(results)}\n\n`);
  process.stdout.write(
    `${ORDERS} orders with a ${ATTACHMENT_BYTES / 1024} KB attachment, ${CONCURRENCY} at a time; ` +
      `${os.cpus().length} CPUs, load average ${load.toFixed(2)} at start, Node ${process.version}\n`,
  );
}

await main();

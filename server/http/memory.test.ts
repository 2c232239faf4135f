/**
 * The bytes-in-flight cap, measured where it matters: the server's resident memory. The server
 * runs as its own process so its RSS (Linux /proc/<pid>/status) is its own; ten 25 MB orders
 * arrive at once, and the growth of its peak RSS must stay under the figure in docs/api.md.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { newOrderId, orderBody, PDF_BYTES, PNG_BYTES } from '../testing/fixtures';
import { startServerProcess, type ServerProcess } from '../testing/serverProcess';

/** docs/api.md, "Bounded resources": peak RSS growth for 10 concurrent 25 MB bodies. */
const DOCUMENTED_GROWTH_MB = 400;
const MB = 1024 * 1024;

let server: ServerProcess;
let root: string;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'rx-memory-'));
  // Default MAX_BODY_BYTES_IN_FLIGHT: the figure is the one a default server gives.
  server = await startServerProcess({
    SITE_DIR: root,
    DATA_DIR: path.join(root, 'data'),
    OUTBOX_DIR: path.join(root, 'outbox'),
    RATE_LIMIT_MAX: '1000',
  });
});
afterAll(async () => {
  await server?.stop();
  fs.rmSync(root, { recursive: true, force: true });
});

/** kB figure of one line of /proc/<pid>/status, in MB. */
function statusMb(key: 'VmRSS' | 'VmHWM'): number {
  const status = fs.readFileSync(`/proc/${server.child.pid}/status`, 'utf8');
  return Number(new RegExp(`${key}:\\s+(\\d+) kB`).exec(status)![1]) / 1024;
}

/** A valid order of about 25 MB: two 7.4 MB images and a 4 MB PDF, as base64. */
function largeOrder(): string {
  const image = Buffer.alloc(Math.floor(7.4 * MB), 1);
  PNG_BYTES.copy(image);
  const pdf = Buffer.alloc(4 * MB, 1);
  PDF_BYTES.copy(pdf);
  const file = (name: string) => ({
    name,
    base64: image.toString('base64'),
    mime_type: 'image/png',
  });
  return JSON.stringify(
    orderBody([file('a.png'), file('b.png')], { order_form_data: pdf.toString('base64') }),
  );
}

const send = (body: string) =>
  fetch(`${server.url}/send_email_order_rx_form`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });

it('keeps the RSS growth for 10 concurrent 25 MB bodies under the documented figure', async () => {
  const template = largeOrder();
  const orderId = (JSON.parse(template) as { order_id: string }).order_id;
  expect(template.length).toBeGreaterThan(25 * MB);
  // One small order first, so start-up allocations are not counted as growth.
  expect((await send(JSON.stringify(orderBody([])))).status).toBe(200);
  const before = statusMb('VmRSS');

  const answers = await Promise.all(
    Array.from({ length: 10 }, () => send(template.replace(orderId, newOrderId()))),
  );
  const growth = statusMb('VmHWM') - before;

  const statuses = answers.map((answer) => answer.status);
  expect(statuses.filter((status) => status === 200 || status === 202).length).toBeGreaterThan(0);
  for (const answer of answers.filter((a) => a.status === 503)) {
    expect(answer.headers.get('retry-after')).toBe('5');
  }
  expect(statuses.every((status) => [200, 202, 503].includes(status))).toBe(true);
  expect(growth).toBeLessThan(DOCUMENTED_GROWTH_MB);
}, 180_000);

/**
 * Whole server processes against a real SMTP server and a real PostgreSQL: a kill -9 under load
 * loses no acknowledged order, and two processes sharing one database deliver each order once.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { consentBody, orderBody } from '../testing/fixtures';
import { startPostgres, type TestPostgres } from '../testing/postgres';
import { startServerProcess, type ServerProcess } from '../testing/serverProcess';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '../testing/smtpSink';
import { acknowledged, sendOrders } from '../testing/orderLoad';
import { postJson } from '../testing/testServer';
import { waitFor } from '../testing/waitFor';

const ORDERS = 200;
const CONCURRENCY = 20;
/** Shorter than the default 15 s: a delivery a kill interrupted is waited out for 3 s, not 15. */
const LEASE_MS = 3_000;

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rx-process-test-'));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function sinkFor(options: { started: boolean }): Promise<SmtpSink> {
  const sink = await startSmtpSink(options);
  cleanups.push(() => sink.dispose());
  return sink;
}

async function server(env: Record<string, string>): Promise<ServerProcess> {
  const started = await startServerProcess({
    RATE_LIMIT_MAX: '100000',
    DELIVERY_POLL_MS: '100',
    DELIVERY_LEASE_MS: String(LEASE_MS),
    DELIVERY_RETRY_FIRST_MS: '200',
    DELIVERY_RETRY_MAX_MS: '500',
    DELIVERY_ATTEMPT_TIMEOUT_MS: '3000',
    SMTP_CONNECTION_TIMEOUT_MS: '1000',
    SMTP_GREETING_TIMEOUT_MS: '1000',
    SMTP_SOCKET_TIMEOUT_MS: '2000',
    SITE_DIR: tempDir(),
    ...env,
  });
  cleanups.push(() => started.kill());
  return started;
}

/** The messages the sink received, by order reference. */
function copiesPerOrder(sink: SmtpSink): Map<string, ReceivedMail[]> {
  const copies = new Map<string, ReceivedMail[]>();
  for (const message of sink.messages()) {
    const reference = /RX-[0-9A-Z]{8}/.exec(message.subject)?.[0] ?? message.subject;
    copies.set(reference, [...(copies.get(reference) ?? []), message]);
  }
  return copies;
}

async function queueHealth(url: string) {
  const body = (await (await fetch(`${url}/healthz`)).json()) as {
    queue: { pending: number; failed: number };
  };
  return body.queue;
}

/**
 * A kill -9 while an order's delivery is under way (SMTP holds its DATA unanswered), with a
 * half-written outbox file the killed process leaves, then a restart: the file is gone and the
 * order is delivered once its lease has run out, well before the attempt's two-minute limit
 * (the margin allows for a loaded machine: the test tells a lease from that limit, not speed).
 */
async function killDuringSendThenRestart(storage: Record<string, string>): Promise<void> {
  const sink = await sinkFor({ started: true });
  const outbox = tempDir();
  const env = {
    ...storage,
    SMTP_URL: sink.url,
    OUTBOX_DIR: outbox,
    DELIVERY_WAIT_MS: '300',
    DELIVERY_ATTEMPT_TIMEOUT_MS: '120000',
    SMTP_SOCKET_TIMEOUT_MS: '120000',
  };
  sink.stall(true);
  const first = await server(env);
  const body = orderBody();
  const answer = await postJson(`${first.url}/send_email_order_rx_form`, body);
  expect(answer.status).toBe(202);
  await first.kill();
  const partial = path.join(
    outbox,
    `x-order-${body.order_id}.eml.${first.child.pid}.0a1b2c3d.partial`,
  );
  fs.writeFileSync(partial, '');
  sink.stall(false);

  const second = await server(env);
  const restartedAt = Date.now();
  expect(fs.readdirSync(outbox).filter((name) => name.endsWith('.partial'))).toEqual([]);
  const within = LEASE_MS + 60_000;
  await waitFor(
    'the interrupted order',
    () => copiesPerOrder(sink).has(body.order_id),
    within - (Date.now() - restartedAt),
  );
  expect(Date.now() - restartedAt).toBeLessThan(within);
  expect((await queueHealth(second.url)).pending).toBe(0);
}

describe('server processes', () => {
  it('loses no acknowledged order to a kill -9 under load; a resend is the same message', async () => {
    const sink = await sinkFor({ started: true });
    const dataDir = tempDir();
    const env = { SMTP_URL: sink.url, DATA_DIR: dataDir, OUTBOX_DIR: tempDir() };
    const first = await server(env);

    const killAfter = 60 + Math.floor(Math.random() * 60);
    const sending = sendOrders({
      urls: [first.url],
      count: ORDERS,
      concurrency: CONCURRENCY,
      body: () => orderBody(),
      stopWhen: (answered) => answered.length >= killAfter,
    });
    await waitFor('orders to be acknowledged', () => sink.messages().length >= killAfter / 2);
    await first.kill();
    const sent = await sending;
    const acked = acknowledged(sent);
    expect(acked.length).toBeGreaterThan(0);

    const second = await server(env);
    await waitFor(
      'every acknowledged order to arrive',
      async () =>
        acked.every((id) => copiesPerOrder(sink).has(id)) &&
        (await queueHealth(second.url)).pending === 0,
      30_000,
    );
    const copies = copiesPerOrder(sink);
    for (const id of acked) expect(copies.get(id)?.length ?? 0).toBeGreaterThanOrEqual(1);
    // SMTP cannot be exactly-once across a crash: a message the mail server accepted just before
    // the kill, whose acceptance was not yet recorded, is sent again after the restart. It is
    // the same stored message (same bytes, same Message-ID), so mail systems and people see one
    // order; and only deliveries in flight at the kill can repeat, each at most once.
    const repeated = [...copies.values()].filter((messages) => messages.length > 1);
    expect(repeated.length).toBeLessThanOrEqual(CONCURRENCY);
    for (const messages of repeated) {
      expect(messages).toHaveLength(2);
      expect(messages[1].raw.equals(messages[0].raw)).toBe(true);
      expect(messages[0].messageId).toMatch(/^<.+@.+>$/);
    }
    // Only orders that were sent at all arrive (an unanswered one may have been stored).
    const posted = new Set(sent.map((s) => s.orderId));
    expect([...copies.keys()].every((id) => posted.has(id))).toBe(true);
  }, 180_000);

  // Both stores at once: each waits out a lease, which need not be waited twice.
  it('retries an order whose delivery a kill -9 interrupted once its lease runs out, not after the attempt limit (SQLite and PostgreSQL)', async () => {
    const postgres = await startPostgres();
    try {
      await Promise.all([
        killDuringSendThenRestart({ DATA_DIR: tempDir() }),
        killDuringSendThenRestart({
          DATA_DIR: tempDir(),
          DATABASE_URL: await postgres.createDatabase('interrupted'),
          ORDER_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
        }),
      ]);
    } finally {
      await postgres.stop();
    }
  }, 150_000);

  describe('on PostgreSQL', () => {
    let postgres: TestPostgres;
    afterEach(async () => {
      await postgres?.stop();
    });

    it('two processes on one database take 200 orders and deliver each once; consents too', async () => {
      postgres = await startPostgres();
      const databaseUrl = await postgres.createDatabase('two_processes');
      // SMTP is down while the orders come in, so both processes' workers race for the queue.
      const sink = await sinkFor({ started: false });
      const shared = {
        SMTP_URL: sink.url,
        DATABASE_URL: databaseUrl,
        ORDER_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
      };
      // Slower retries while SMTP is down: less churn, and all are due soon after it is back.
      const retries = { DELIVERY_RETRY_FIRST_MS: '5000', DELIVERY_RETRY_MAX_MS: '5000' };
      const servers = await Promise.all([
        server({ ...shared, ...retries, DATA_DIR: tempDir(), OUTBOX_DIR: tempDir() }),
        server({ ...shared, ...retries, DATA_DIR: tempDir(), OUTBOX_DIR: tempDir() }),
      ]);
      const urls = servers.map((s) => s.url);

      const sent = await sendOrders({
        urls,
        count: ORDERS,
        concurrency: CONCURRENCY,
        body: () => orderBody(),
      });
      expect(sent.map((s) => s.status).filter((status) => status !== 202)).toEqual([]);
      expect(await queueHealth(urls[0])).toMatchObject({ pending: ORDERS, failed: 0 });

      await sink.start();
      await waitFor(
        'all orders to be delivered',
        async () => (await queueHealth(urls[1])).pending === 0,
        30_000,
      );
      expect(sink.messages()).toHaveLength(ORDERS);
      expect(new Set(copiesPerOrder(sink).keys())).toEqual(new Set(sent.map((s) => s.orderId)));

      for (const url of urls) {
        expect((await postJson(`${url}/consents`, consentBody())).status).toBe(201);
      }
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        const { rows } = await client.query('SELECT COUNT(*)::int AS n FROM consents');
        expect(rows[0].n).toBe(2);
        await expect(client.query('DELETE FROM consents')).rejects.toThrow(/append-only/);
        const payloads = await client.query(
          `SELECT COUNT(*)::int AS n FROM deliveries WHERE position(convert_to('Maria', 'UTF8') in payload) > 0`,
        );
        expect(payloads.rows[0].n).toBe(0);
      } finally {
        await client.end();
      }
    }, 240_000);
  });
});

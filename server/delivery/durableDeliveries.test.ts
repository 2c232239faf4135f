/**
 * Store-then-deliver against a real SMTP server (aiosmtpd, see testing/smtp_sink.py) and a
 * real SQLite queue: SMTP down, SMTP stalling after DATA, retries, giving up, duplicates.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PayloadCipher } from '../storage/encryption';
import { SqliteDatabase } from '../storage/sqlDatabase';
import { ORDER_DB_FILE } from '../storage/stores';
import { orderBody } from '../testing/fixtures';
import { startSmtpSink, type SmtpSink } from '../testing/smtpSink';
import { postJson, startTestServer } from '../testing/testServer';
import { waitFor } from '../testing/waitFor';
import type { DeliveryRequest } from './deliveries';
import { DeliveryStore } from './deliveryStore';
import {
  createDurableDeliveries,
  type DeliveryTiming,
  type DurableDeliveries,
} from './durableDeliveries';
import { createSmtpSender, smtpRequiresTls, type SmtpTlsPolicy } from './senders';

const PATIENT = 'Maria Gonzalez';
const FAST: DeliveryTiming = {
  answerWithinMs: 1_000,
  attemptTimeoutMs: 5_000,
  pollIntervalMs: 50,
  leaseMs: 15_000,
  retryFirstMs: 200,
  retryMaxMs: 400,
  giveUpAfterMs: 60_000,
  retentionMs: 7 * 24 * 3600_000,
};

let dir: string;
let sink: SmtpSink;
let store: DeliveryStore;
let db: SqliteDatabase;
let deliveries: DurableDeliveries;
let logs: { level: string; details: object; message: string }[];

async function startDeliveries(
  timing: Partial<DeliveryTiming> = {},
  tls: SmtpTlsPolicy = 'auto',
): Promise<void> {
  const record = (level: string) => (details: object, message: string) =>
    logs.push({ level, details, message });
  deliveries = createDurableDeliveries({
    store,
    cipher: new PayloadCipher(randomBytes(32)),
    sender: createSmtpSender(
      sink.url,
      { connectionTimeoutMs: 1_000, greetingTimeoutMs: 1_000, socketTimeoutMs: 1_500 },
      tls,
    ),
    timing: { ...FAST, ...timing },
    log: { info: record('info'), warn: record('warn'), error: record('error') },
  });
  deliveries.start();
}

function order(reference: string, fingerprint = `fp-${reference}`): DeliveryRequest {
  return {
    reference,
    kind: 'order',
    fingerprint,
    message: {
      from: 'Rx Forms <forms@supplier.example>',
      to: 'orders@supplier.example',
      subject: `Order Rx form ${reference}`,
      text: `Order ${reference}`,
      attachments: [{ filename: `order-${reference}.json`, content: JSON.stringify({ PATIENT }) }],
    },
  };
}

const subjects = () => sink.messages().map((m) => m.subject);
const statusOf = async (reference: string) => (await store.get(reference))?.status;

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rx-delivery-test-'));
  db = new SqliteDatabase(path.join(dir, ORDER_DB_FILE));
  store = await DeliveryStore.open(db);
  sink = await startSmtpSink({ started: false });
  logs = [];
});
afterEach(async () => {
  await deliveries?.close();
  await db.close();
  await sink.dispose();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('durable deliveries', () => {
  it('sends at once when SMTP answers, and a repeat of the same order is not sent again', async () => {
    await sink.start();
    await startDeliveries();
    const first = await deliveries.submit(order('RX-00000A01'));
    expect(first).toMatchObject({ status: 'sent', reference: 'RX-00000A01', duplicate: false });
    expect(subjects()).toEqual(['Order Rx form RX-00000A01']);

    const again = await deliveries.submit(order('RX-00000A01'));
    expect(again).toEqual({ ...first, duplicate: true });
    const reused = await deliveries.submit(order('RX-00000A01', 'another order'));
    expect(reused).toEqual({ status: 'conflict', reference: 'RX-00000A01' });
    expect(subjects()).toEqual(['Order Rx form RX-00000A01']);
  });

  it('sends nothing in plain text to a mail server that offers no TLS when TLS is required', async () => {
    // The sink offers no STARTTLS; `required` makes its loopback address count as a remote host.
    await sink.start();
    await startDeliveries({}, 'required');
    const outcome = await deliveries.submit(order('RX-00000A07'));
    expect(outcome).toMatchObject({ status: 'queued', reference: 'RX-00000A07' });
    await waitFor('a refused attempt', async () => (await store.get('RX-00000A07'))!.attempts > 0);
    expect(sink.messages()).toEqual([]);
    const record = await store.get('RX-00000A07');
    expect(record).toMatchObject({ status: 'pending' });
    expect(record!.lastError).toMatch(
      /^the mail server offers no TLS .*nothing was sent in plain text/,
    );
    const warning = logs.find((l) => l.message === 'delivery attempt failed; will retry')!;
    expect(warning.details).toMatchObject({ reference: 'RX-00000A07', reason: record!.lastError });
    expect(JSON.stringify(logs)).not.toContain(PATIENT);
  });

  it('requires TLS for every mail host but this machine, unless a plain relay is asked for', () => {
    expect(smtpRequiresTls('smtp://mail.example.com:587', 'auto')).toBe(true);
    expect(smtpRequiresTls('smtp://10.0.0.5:25', 'auto')).toBe(true);
    for (const local of ['smtp://localhost:25', 'smtp://127.0.0.1:2525', 'smtp://[::1]:25']) {
      expect(smtpRequiresTls(local, 'auto')).toBe(false);
      expect(smtpRequiresTls(local, 'required')).toBe(true);
    }
    expect(smtpRequiresTls('smtp://relay.internal:25', 'off')).toBe(false);
  });

  it('answers queued while SMTP is down, and delivers once when it is back', async () => {
    await startDeliveries();
    const outcome = await deliveries.submit(order('RX-00000A02'));
    expect(outcome).toMatchObject({ status: 'queued', reference: 'RX-00000A02' });
    await waitFor(
      'a failed first attempt',
      async () => (await store.get('RX-00000A02'))!.attempts > 0,
    );
    expect(await deliveries.submit(order('RX-00000A02'))).toMatchObject({
      status: 'queued',
      duplicate: true,
    });
    expect(await deliveries.health()).toMatchObject({ pending: 1, failed: 0 });

    await sink.start();
    await waitFor('the delivery', async () => (await statusOf('RX-00000A02')) === 'sent');
    expect(subjects()).toEqual(['Order Rx form RX-00000A02']);
    expect(await deliveries.health()).toEqual({ pending: 0, failed: 0, oldestPendingSeconds: 0 });
    expect(logs.filter((l) => l.level === 'warn').map((l) => l.message)).toContain(
      'delivery attempt failed; will retry',
    );
  });

  it('answers within the wait when SMTP stalls after DATA, and delivers on a later attempt', async () => {
    await sink.start();
    sink.stall(true);
    await startDeliveries();
    const started = Date.now();
    const outcome = await deliveries.submit(order('RX-00000A03'));
    expect(outcome.status).toBe('queued');
    expect(Date.now() - started).toBeLessThan(FAST.answerWithinMs + 1_000);

    // The stalled attempt is cut by the socket timeout and recorded as a failure.
    await waitFor('the stalled attempt to time out', async () =>
      Boolean((await store.get('RX-00000A03'))?.lastError),
    );
    sink.stall(false);
    await waitFor('the delivery', async () => (await statusOf('RX-00000A03')) === 'sent');
    expect(subjects()).toEqual(['Order Rx form RX-00000A03']);
  });

  it('gives up after the give-up time, says so loudly, and keeps patient data out of logs', async () => {
    await startDeliveries({ giveUpAfterMs: 600 });
    await deliveries.submit(order('RX-00000A04'));
    await waitFor(
      'the delivery to be marked failed',
      async () => (await statusOf('RX-00000A04')) === 'failed',
    );
    expect(await deliveries.health()).toMatchObject({ pending: 0, failed: 1 });
    const failure = logs.find((l) => l.level === 'error');
    expect(failure?.message).toMatch(
      /DELIVERY FAILED.*RX-00000A04.*npm run orders -- show RX-00000A04/,
    );
    expect(JSON.stringify(logs)).not.toContain(PATIENT);
  });

  it('deletes a delivered message once its retention has passed, keeping the record', async () => {
    await sink.start();
    await startDeliveries({ retentionMs: 0 });
    expect((await deliveries.submit(order('RX-00000A06'))).status).toBe('sent');
    await deliveries.close();
    // Retention is checked when a worker starts, then hourly.
    await startDeliveries({ retentionMs: 0 });
    await waitFor(
      'the message to be deleted',
      async () => !(await store.get('RX-00000A06'))!.hasPayload,
    );
    expect(await store.get('RX-00000A06')).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('keeps the stored message encrypted: no patient data in the database files', async () => {
    await startDeliveries();
    await deliveries.submit(order('RX-00000A05'));
    const files = fs.readdirSync(dir).filter((name) => name.startsWith(ORDER_DB_FILE));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      expect(fs.readFileSync(path.join(dir, file)).includes(Buffer.from(PATIENT))).toBe(false);
    }
  });
});

describe('the order route with a stalled mail server', () => {
  it('answers 202 with the reference within 10 s on default settings, and delivers later', async () => {
    await sink.start();
    sink.stall(true);
    const server = await startTestServer({
      SMTP_URL: sink.url,
      SMTP_SOCKET_TIMEOUT_MS: '1500',
      DELIVERY_RETRY_FIRST_MS: '200',
      DELIVERY_POLL_MS: '50',
    });
    try {
      const body = orderBody();
      const started = Date.now();
      const response = await postJson(`${server.url}/send_email_order_rx_form`, body);
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(response.status).toBe(202);
      expect(response.body).toMatchObject({ orderId: body.order_id, status: 'queued' });

      sink.stall(false);
      await waitFor('the delivery', () => subjects().some((s) => s.includes(body.order_id)));
      const again = await postJson(`${server.url}/send_email_order_rx_form`, body);
      expect(again.status).toBe(200);
      expect(again.body).toMatchObject({ orderId: body.order_id, status: 'sent' });
      expect(sink.messages()).toHaveLength(1);
    } finally {
      await server.close();
    }
  }, 30_000);
});

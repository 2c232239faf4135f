/**
 * Signing across whole server processes, a real SMTP server and a real PostgreSQL: two processes
 * racing to sign each order deliver it once; a kill -9 while orders are being signed loses no
 * signed order, and the restarted process finishes the hand-overs it cut short.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { startPostgres } from '../testing/postgres';
import { startServerProcess, type ServerProcess } from '../testing/serverProcess';
import { signingOrderBody, tokenIn } from '../testing/signingFixtures';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '../testing/smtpSink';
import { postJson } from '../testing/testServer';
import { waitFor } from '../testing/waitFor';

const ORDERS = 12;
const LEASE_MS = 2_000;

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rx-signing-test-'));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function sink(): Promise<SmtpSink> {
  const started = await startSmtpSink({ started: true });
  cleanups.push(() => started.dispose());
  return started;
}

async function server(env: Record<string, string>): Promise<ServerProcess> {
  const started = await startServerProcess({
    RATE_LIMIT_MAX: '100000',
    SIGNING_ATTEMPTS_PER_MINUTE: '10000',
    DELIVERY_POLL_MS: '100',
    DELIVERY_LEASE_MS: String(LEASE_MS),
    SITE_DIR: tempDir(),
    ...env,
  });
  cleanups.push(() => started.kill());
  return started;
}

/** The supplier's copies of each order (link e-mails are not orders). */
function ordersIn(mails: ReceivedMail[]): Map<string, ReceivedMail[]> {
  const copies = new Map<string, ReceivedMail[]>();
  for (const mail of mails) {
    const reference = /^Order Rx (RX-[0-9A-Z]{8})$/.exec(mail.subject)?.[1];
    if (reference) copies.set(reference, [...(copies.get(reference) ?? []), mail]);
  }
  return copies;
}

/** Sends `count` orders for signature; returns each reference with its link's token. */
async function holdOrders(urls: string[], outboxes: string[], count: number) {
  const held: { reference: string; token: string }[] = [];
  for (let i = 0; i < count; i++) {
    const body = await signingOrderBody({ email: undefined, patientMessage: undefined });
    const answer = await postJson(`${urls[i % urls.length]}/send_email_order_rx_form`, body);
    expect(answer.status).toBe(202);
    const texts = outboxes
      .flatMap((dir) => fs.readdirSync(dir).map((name) => path.join(dir, name)))
      .map((file) => JSON.parse(fs.readFileSync(file, 'utf8')) as { text: string })
      .filter((record) => record.text.includes(body.order_id));
    held.push({ reference: body.order_id, token: tokenIn(texts[0].text)! });
  }
  return held;
}

const sign = (url: string, token: string) =>
  postJson(`${url}/signing/sign`, { token, attested: true, signature: { typedName: 'Ann Smith' } })
    .then((answer) => answer.status)
    .catch(() => 0);

describe('signing on several processes', () => {
  it('two processes on one PostgreSQL: each order is signed by one request and delivered once', async () => {
    const postgres = await startPostgres();
    cleanups.push(() => postgres.stop());
    const databaseUrl = await postgres.createDatabase('signing');
    const mail = await sink();
    const outboxes = [tempDir(), tempDir()];
    const shared = {
      SMTP_URL: mail.url,
      DATABASE_URL: databaseUrl,
      ORDER_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    };
    const servers = await Promise.all(
      outboxes.map((outbox) => server({ ...shared, DATA_DIR: tempDir(), OUTBOX_DIR: outbox })),
    );
    const urls = servers.map((s) => s.url);
    const held = await holdOrders(urls, outboxes, ORDERS);
    expect(ordersIn(mail.messages()).size).toBe(0);

    // Each link is used on both processes at once.
    const results = await Promise.all(
      held.map(({ token }) => Promise.all(urls.map((url) => sign(url, token)))),
    );
    for (const statuses of results) expect(statuses.sort()).toEqual([200, 404]);
    await waitFor('every signed order', () => ordersIn(mail.messages()).size === ORDERS);
    const copies = ordersIn(mail.messages());
    expect([...copies.values()].map((list) => list.length)).toEqual(Array(ORDERS).fill(1));

    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      // A hand-over is marked done after its e-mail is queued, so the mark may come just after.
      const handedOver = async () => {
        const { rows } = await client.query(
          `SELECT COUNT(*)::int AS n FROM signing_requests
           WHERE state = 'signed' AND handed_over = 1 AND held_order IS NULL`,
        );
        return rows[0].n as number;
      };
      await waitFor('every hand-over marked done', async () => (await handedOver()) === ORDERS);
    } finally {
      await client.end();
    }
  }, 90_000);

  it('a kill -9 while orders are signed loses none: each signed order arrives, a retry can sign the rest', async () => {
    const mail = await sink();
    const outbox = tempDir();
    const env = { SMTP_URL: mail.url, DATA_DIR: tempDir(), OUTBOX_DIR: outbox };
    const first = await server(env);
    const held = await holdOrders([first.url], [outbox], ORDERS);

    const signing = Promise.all(held.map(({ token }) => sign(first.url, token)));
    await waitFor('a first signed order', () => ordersIn(mail.messages()).size > 0);
    await first.kill();
    const statuses = await signing;

    const second = await server(env);
    // Whatever the kill cut short: a link still usable signs now; a used one was signed before.
    const retried = await Promise.all(held.map(({ token }) => sign(second.url, token)));
    held.forEach(({ reference }, index) => {
      if (statuses[index] === 200) expect(retried[index], reference).toBe(404);
    });
    await waitFor('every order', () => ordersIn(mail.messages()).size === ORDERS, 30_000);
    // A message the mail server took just before the kill may come again, byte for byte.
    for (const list of ordersIn(mail.messages()).values()) {
      expect(list.every((copy) => copy.raw.equals(list[0].raw))).toBe(true);
    }
  }, 90_000);
});

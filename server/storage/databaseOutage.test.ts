/**
 * A real PostgreSQL stopped under a running server: every route that needs it answers 503 with
 * `Retry-After` and says to try again in a minute, `/healthz` answers 503 naming the database,
 * and once it is started again both recover without restarting the server.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consentBody, orderBody } from '../testing/fixtures';
import { startPostgres, type TestPostgres } from '../testing/postgres';
import { postJson, startTestServer, type TestServer } from '../testing/testServer';
import { waitFor } from '../testing/waitFor';

const ORDER_PATH = '/send_email_order_rx_form';

describe('while PostgreSQL cannot be reached', () => {
  let postgres: TestPostgres;
  let server: TestServer;
  beforeAll(async () => {
    postgres = await startPostgres();
    server = await startTestServer({
      DATABASE_URL: await postgres.createDatabase('outage'),
      ORDER_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await postgres?.stop();
  });

  const health = () => fetch(`${server.url}/healthz`);

  it('answers 503 with Retry-After, then takes orders again once it is back', async () => {
    expect((await postJson(`${server.url}${ORDER_PATH}`, orderBody())).status).toBe(200);
    expect((await health()).status).toBe(200);

    postgres.halt();
    const order = orderBody();
    const refused = await postJson(`${server.url}${ORDER_PATH}`, order);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(refused.body.error).toMatch(/database cannot be reached.*try again in a minute/);
    const consent = await postJson(`${server.url}/consents`, consentBody());
    expect(consent.status).toBe(503);
    expect(consent.headers.get('retry-after')).toBe('60');
    const down = await health();
    expect(down.status).toBe(503);
    expect(((await down.json()) as { error: string }).error).toMatch(/database/);
    // Nothing of the refused order was stored or sent.
    expect(server.outboxFiles().filter((name) => name.includes(order.order_id))).toEqual([]);

    postgres.resume();
    await waitFor('/healthz to answer 200', async () => (await health()).status === 200, 30_000);
    const again = await postJson(`${server.url}${ORDER_PATH}`, order);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ ok: true, orderId: order.order_id, status: 'sent' });
    expect(server.outboxFiles().filter((name) => name.includes(order.order_id))).toHaveLength(1);
    expect((await postJson(`${server.url}/consents`, consentBody())).status).toBe(201);
  }, 120_000);
});

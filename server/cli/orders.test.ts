import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeliveryStore } from '../delivery/deliveryStore';
import { SqliteDatabase } from '../storage/sqlDatabase';
import { ORDER_DB_FILE } from '../storage/stores';
import { runOrdersCommand } from './orders';

const DAY = 24 * 3600_000;
let dir: string;
let db: SqliteDatabase;
let store: DeliveryStore;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rx-orders-cli-'));
  db = new SqliteDatabase(path.join(dir, ORDER_DB_FILE));
  store = await DeliveryStore.open(db);
  const now = Date.now();
  for (const reference of ['RX-0000SENT', 'RX-000FAILD']) {
    await store.insert({
      reference,
      kind: 'order',
      fingerprint: 'fp',
      envelope: { from: 'forms@example.com', to: ['orders@example.com'] },
      sealedPayload: Buffer.from('sealed'),
      createdAt: now,
      giveUpAt: now + DAY,
      leaseUntil: 0,
    });
  }
  await store.markSent('RX-0000SENT', now);
  await store.markFailed('RX-000FAILD', 'Greeting never received');
});
afterAll(async () => {
  await db.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function run(...args: string[]) {
  const lines: string[] = [];
  const code = await runOrdersCommand(args, store, (line) => lines.push(line), DAY);
  return { code, output: lines.join('\n') };
}

describe('npm run orders', () => {
  it('lists deliveries, narrowed by status', async () => {
    const failed = await run('list', 'failed');
    expect(failed.code).toBe(0);
    expect(failed.output).toMatch(/RX-000FAILD\torder\tfailed\t1\t.*Greeting never received/);
    expect(failed.output).not.toContain('RX-0000SENT');
  });

  it('shows one record, and retries a failed delivery but not a sent one', async () => {
    expect((await run('show', 'RX-000FAILD')).output).toMatch(
      /status: +failed[\s\S]*last error: +Greeting never received/,
    );
    expect(await run('retry', 'RX-000FAILD')).toEqual({
      code: 0,
      output: 'RX-000FAILD is queued again; a running server delivers it within a few seconds.',
    });
    expect(await store.get('RX-000FAILD')).toMatchObject({ status: 'pending' });
    expect(await run('retry', 'RX-0000SENT')).toEqual({
      code: 1,
      output: 'RX-0000SENT is sent; nothing to retry',
    });
    expect(await run('show', 'RX-NOTKNOWN')).toEqual({
      code: 1,
      output: 'No delivery with reference RX-NOTKNOWN',
    });
    expect((await run('delete', 'RX-0000SENT')).code).toBe(2);
  });

  it('runs as a command with the server settings', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'server/cli/orders.ts', 'show', 'RX-0000SENT'],
      { env: { ...process.env, DATA_DIR: dir } },
    );
    expect(stdout).toMatch(/reference: +RX-0000SENT\n[\s\S]*status: +sent/);
  }, 30_000);
});

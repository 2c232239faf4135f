/**
 * One set of store tests, run against both back ends: SQLite files and a real PostgreSQL
 * (started in a temporary folder by the test).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPEND_ONLY_MESSAGE, ConsentStore, type ConsentRecord } from '../consents/consentStore';
import { DeliveryStore, type NewDelivery } from '../delivery/deliveryStore';
import { startPostgres, type TestPostgres } from '../testing/postgres';
import { PostgresDatabase, SqliteDatabase, type SqlDatabase } from './sqlDatabase';

let postgres: TestPostgres;
let sqliteDir: string;
let databaseCount = 0;

beforeAll(async () => {
  postgres = await startPostgres();
  sqliteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rx-store-test-'));
}, 60_000);
afterAll(async () => {
  await postgres?.stop();
  fs.rmSync(sqliteDir, { recursive: true, force: true });
});

interface Backend {
  name: string;
  /** A new, empty database; `connect()` opens another connection to it (another process). */
  fresh(): Promise<{ connect(): SqlDatabase }>;
}

const backends: Backend[] = [
  {
    name: 'SQLite',
    async fresh() {
      const file = path.join(sqliteDir, `test-${++databaseCount}.sqlite`);
      return { connect: () => new SqliteDatabase(file) };
    },
  },
  {
    name: 'PostgreSQL',
    async fresh() {
      const url = await postgres.createDatabase(`test_${++databaseCount}`);
      return { connect: () => new PostgresDatabase(url) };
    },
  },
];

const T0 = Date.UTC(2026, 10, 23, 12, 0, 0);
const MINUTE = 60_000;

function newDelivery(reference: string, overrides: Partial<NewDelivery> = {}): NewDelivery {
  return {
    reference,
    kind: 'order',
    fingerprint: `fp-${reference}`,
    envelope: { from: 'forms@example.com', to: ['orders@example.com'] },
    sealedPayload: Buffer.from(`sealed ${reference}`),
    createdAt: T0,
    giveUpAt: T0 + 24 * 60 * MINUTE,
    leaseUntil: T0,
    ...overrides,
  };
}

const consentRecord = (name: string): ConsentRecord => ({
  name,
  lastName: 'Lopez',
  email: 'ana@example.com',
  phone: '(555) 123-4567',
  consent: true,
  consentText: 'I agree to receive text messages. Reply STOP to stop, HELP for help.',
  consentTextVersion: '2025-01',
  pageUrl: 'https://forms.example.com/conset-messages-form',
  consentedAt: '2025-01-31T14:05:00.000Z',
  receivedAt: '2025-01-31T14:05:01.000Z',
  ipAddress: '127.0.0.1',
  userAgent: 'StoreTest/1.0',
});

describe.each(backends)('$name stores', (backend) => {
  const opened: SqlDatabase[] = [];
  const connectTo = async () => {
    const { connect } = await backend.fresh();
    return () => {
      const db = connect();
      opened.push(db);
      return db;
    };
  };
  afterAll(async () => {
    await Promise.all(opened.map((db) => db.close()));
  });

  describe('delivery queue', () => {
    it('stores a reference once; a second insert gets the first record back', async () => {
      const store = await DeliveryStore.open((await connectTo())());
      expect(await store.insert(newDelivery('RX-00000001'))).toBeUndefined();
      const again = await store.insert(newDelivery('RX-00000001', { fingerprint: 'other' }));
      expect(again).toMatchObject({
        reference: 'RX-00000001',
        fingerprint: 'fp-RX-00000001',
        status: 'pending',
        attempts: 0,
        createdAt: T0,
        hasPayload: true,
      });
    });

    it('gives each due delivery to exactly one of two processes claiming at once', async () => {
      const connect = await connectTo();
      const [first, second] = await Promise.all([
        DeliveryStore.open(connect()),
        DeliveryStore.open(connect()),
      ]);
      const references = Array.from({ length: 30 }, (_, i) => `RX-1${String(i).padStart(7, '0')}`);
      for (const reference of references) await first.insert(newDelivery(reference));

      const claims = await Promise.all(
        [first, second, first, second].map((store) => store.claimDue(T0, T0 + MINUTE, 10)),
      );
      const claimed = claims.flat().map((c) => c.reference);
      expect(claimed).toHaveLength(30);
      expect(new Set(claimed).size).toBe(30);
      expect(claims.flat()[0].sealedPayload.toString()).toMatch(/^sealed RX-1/);
      // Leased: nobody gets them again until the lease runs out.
      expect(await second.claimDue(T0 + MINUTE - 1, T0 + 2 * MINUTE, 50)).toEqual([]);
      expect(await second.claimDue(T0 + MINUTE, T0 + 2 * MINUTE, 50)).toHaveLength(30);
    });

    it('stores concurrent submissions, refusing only a bad one', async () => {
      const store = await DeliveryStore.open((await connectTo())());
      const references = Array.from({ length: 20 }, (_, i) => `RX-2${String(i).padStart(7, '0')}`);
      const outcomes = await Promise.allSettled([
        ...references.map((reference) => store.insert(newDelivery(reference))),
        store.insert(newDelivery('RX-BADKIND0', { kind: null as unknown as 'order' })),
        store.insert(newDelivery(references[0])),
      ]);
      expect(outcomes.map((o) => o.status)).toEqual([
        ...references.map(() => 'fulfilled'),
        'rejected',
        'fulfilled',
      ]);
      expect(outcomes.at(-1)).toMatchObject({ value: { reference: references[0] } });
      expect(await store.health(T0)).toMatchObject({ pending: 20 });
    });

    it('does not hand out a delivery its submitter still holds', async () => {
      const store = await DeliveryStore.open((await connectTo())());
      await store.insert(newDelivery('RX-00000002', { leaseUntil: T0 + MINUTE }));
      expect(await store.claimDue(T0, T0 + MINUTE, 10)).toEqual([]);
    });

    it('retries after the back-off, then fails, and an operator can requeue it', async () => {
      const store = await DeliveryStore.open((await connectTo())());
      await store.insert(newDelivery('RX-00000003'));
      await store.markRetry('RX-00000003', T0 + 5 * MINUTE, 'connection refused');
      expect(await store.claimDue(T0 + MINUTE, T0 + 2 * MINUTE, 10)).toEqual([]);
      expect(await store.health(T0 + MINUTE)).toEqual({
        pending: 1,
        failed: 0,
        oldestPendingSeconds: 60,
      });

      const [due] = await store.claimDue(T0 + 5 * MINUTE, T0 + 6 * MINUTE, 10);
      expect(due).toMatchObject({ attempts: 1, lastError: 'connection refused' });
      await store.markFailed('RX-00000003', 'greeting never received');
      expect(await store.get('RX-00000003')).toMatchObject({
        status: 'failed',
        attempts: 2,
        lastError: 'greeting never received',
      });
      expect(await store.health(T0 + 10 * MINUTE)).toEqual({
        pending: 0,
        failed: 1,
        oldestPendingSeconds: 0,
      });
      expect(await store.claimDue(T0 + 60 * MINUTE, T0 + 61 * MINUTE, 10)).toEqual([]);

      expect(await store.requeue('RX-00000003', T0 + 60 * MINUTE, T0 + 2000 * MINUTE)).toBe(true);
      const [requeued] = await store.claimDue(T0 + 60 * MINUTE, T0 + 61 * MINUTE, 10);
      expect(requeued).toMatchObject({ reference: 'RX-00000003', status: 'pending' });
    });

    it('keeps the record but deletes the message once retention has passed', async () => {
      const store = await DeliveryStore.open((await connectTo())());
      await store.insert(newDelivery('RX-00000004'));
      await store.insert(newDelivery('RX-00000005', { createdAt: T0 + 1 }));
      await store.markSent('RX-00000004', T0 + MINUTE);
      // A second outcome for the same attempt changes nothing: only pending rows move.
      await store.markRetry('RX-00000004', T0 + 9 * MINUTE, 'late error');

      expect(await store.requeue('RX-00000004', T0 + MINUTE, T0 + 2000 * MINUTE)).toBe(false);
      expect(await store.deletePayloadsSentBefore(T0 + MINUTE)).toBe(0);
      expect(await store.deletePayloadsSentBefore(T0 + 2 * MINUTE)).toBe(1);
      expect(await store.get('RX-00000004')).toMatchObject({
        status: 'sent',
        attempts: 1,
        deliveredAt: T0 + MINUTE,
        lastError: null,
        hasPayload: false,
      });
      expect(await store.get('RX-00000005')).toMatchObject({ status: 'pending', hasPayload: true });
      expect((await store.list(10)).map((r) => r.reference)).toEqual([
        'RX-00000005',
        'RX-00000004',
      ]);
      expect((await store.list(10, 'sent')).map((r) => r.reference)).toEqual(['RX-00000004']);
    });
  });

  describe('consents', () => {
    it('stores records with increasing ids and refuses to change, replace or delete them', async () => {
      const db = (await connectTo())();
      const store = await ConsentStore.open(db);
      const first = await store.add(consentRecord('Ana'));
      const second = await store.add(consentRecord('Bea'));
      expect(second).toBeGreaterThan(first);

      const refusals =
        db.dialect === 'sqlite'
          ? [
              "UPDATE consents SET name = 'Changed'",
              'DELETE FROM consents',
              `INSERT OR REPLACE INTO consents SELECT * FROM consents WHERE id = ${first}`,
              `REPLACE INTO consents SELECT * FROM consents WHERE id = ${first}`,
              `UPDATE OR REPLACE consents SET id = ${first} WHERE id = ${second}`,
            ]
          : [
              "UPDATE consents SET name = 'Changed'",
              'DELETE FROM consents',
              'TRUNCATE consents',
              `INSERT INTO consents OVERRIDING SYSTEM VALUE SELECT * FROM consents WHERE id = ${first}
               ON CONFLICT (id) DO UPDATE SET name = 'Changed'`,
            ];
      for (const statement of refusals) {
        await expect(db.execute(statement), statement).rejects.toThrow(APPEND_ONLY_MESSAGE);
      }
      const rows = await db.query<{ id: unknown; name: string }>(
        'SELECT id, name FROM consents ORDER BY id',
      );
      expect(rows.map((row) => [Number(row.id), row.name])).toEqual([
        [first, 'Ana'],
        [second, 'Bea'],
      ]);
    });

    it("keeps the form's other answers beside the fixed fields, and adds their column to an older table", async () => {
      const db = (await connectTo())();
      const id =
        db.dialect === 'sqlite'
          ? 'id INTEGER PRIMARY KEY AUTOINCREMENT'
          : 'id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY';
      // The table as it was before the answers were kept.
      await db.migrate(`CREATE TABLE consents (${id}, received_at TEXT NOT NULL,
        consented_at TEXT NOT NULL, name TEXT NOT NULL, last_name TEXT NOT NULL,
        email TEXT NOT NULL, phone TEXT NOT NULL, consent SMALLINT NOT NULL,
        consent_text TEXT NOT NULL, consent_text_version TEXT NOT NULL, page_url TEXT NOT NULL,
        ip_address TEXT NOT NULL, user_agent TEXT NOT NULL)`);
      const store = await ConsentStore.open(db);
      const added = await store.add({
        ...consentRecord('Ana'),
        answers: { preferredTime: 'evening' },
      });
      const rows = await db.query<{ id: unknown; answers: string }>(
        'SELECT id, answers FROM consents',
      );
      expect(rows.map((row) => [Number(row.id), JSON.parse(row.answers)])).toEqual([
        [added, { preferredTime: 'evening' }],
      ]);
    });

    it('opens an existing database again (second start, second process)', async () => {
      const connect = await connectTo();
      const store = await ConsentStore.open(connect());
      await store.add(consentRecord('Ana'));
      const again = await ConsentStore.open(connect());
      expect(await again.add(consentRecord('Bea'))).toBeGreaterThan(1);
    });
  });
});

it("keeps SQLite files readable by the server's user only", async () => {
  const file = path.join(sqliteDir, 'private', 'consents.sqlite');
  const db = new SqliteDatabase(file);
  await ConsentStore.open(db);
  for (const name of fs.readdirSync(path.dirname(file))) {
    expect(fs.statSync(path.join(path.dirname(file), name)).mode & 0o777, name).toBe(0o600);
  }
  expect(fs.statSync(path.dirname(file)).mode & 0o777).toBe(0o700);
  await db.close();
});

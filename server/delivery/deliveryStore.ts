/**
 * The order queue: one row per reference with its delivery state and the sealed (encrypted)
 * message. The same SQL runs on SQLite and PostgreSQL. The reference is the primary key, so a
 * repeated submission is recognised by the database across processes, not by one process's
 * memory. A row is worked on by whoever holds its lease (`lease_until` in the future).
 */
import type { DeliveryKind } from './deliveries';
import { columnTypes, type Row, type SqlDatabase } from '../storage/sqlDatabase';

export type DeliveryStatus = 'pending' | 'sent' | 'failed';

/** What an operator and /healthz may see: no addresses, no message, no patient data. */
export interface DeliveryRecord {
  reference: string;
  kind: DeliveryKind;
  fingerprint: string;
  status: DeliveryStatus;
  attempts: number;
  /** When a pending delivery is tried next (epoch ms). */
  nextAttemptAt: number;
  /** A pending delivery still failing at this time is marked failed (epoch ms). */
  giveUpAt: number;
  lastError: string | null;
  createdAt: number;
  deliveredAt: number | null;
  /** False once the retention period has deleted the delivered message. */
  hasPayload: boolean;
}

export interface Envelope {
  from: string;
  to: string[];
}

/** A delivery taken by one worker, with what it needs to send it. */
export interface ClaimedDelivery extends DeliveryRecord {
  envelope: Envelope;
  sealedPayload: Buffer;
}

export interface NewDelivery {
  reference: string;
  kind: DeliveryKind;
  fingerprint: string;
  envelope: Envelope;
  sealedPayload: Buffer;
  createdAt: number;
  giveUpAt: number;
  /** The submitting process tries it at once and holds it until then. */
  leaseUntil: number;
}

export interface QueueHealth {
  pending: number;
  failed: number;
  /** Age of the oldest pending delivery in whole seconds; 0 when none is pending. */
  oldestPendingSeconds: number;
}

function schema(dialect: SqlDatabase['dialect']): string {
  const { time, bytes } = columnTypes(dialect);
  return `
CREATE TABLE IF NOT EXISTS deliveries (
  reference       TEXT PRIMARY KEY,
  kind            TEXT NOT NULL,
  fingerprint     TEXT NOT NULL,
  status          TEXT NOT NULL CHECK (status IN ('pending', 'sent', 'failed')),
  attempts        INTEGER NOT NULL DEFAULT 0,
  next_attempt_at ${time} NOT NULL,
  lease_until     ${time} NOT NULL,
  give_up_at      ${time} NOT NULL,
  last_error      TEXT,
  created_at      ${time} NOT NULL,
  delivered_at    ${time},
  envelope        TEXT NOT NULL,
  payload         ${bytes}
);
CREATE INDEX IF NOT EXISTS deliveries_due ON deliveries (status, next_attempt_at);`;
}

const RECORD_COLUMNS = `reference, kind, fingerprint, status, attempts, next_attempt_at, give_up_at,
  last_error, created_at, delivered_at, payload IS NOT NULL AS has_payload`;

/** PostgreSQL returns BIGINT as text and SQLite booleans as 0/1; records use plain numbers. */
function toRecord(row: Row): DeliveryRecord {
  const time = (value: unknown) => (value === null ? null : Number(value));
  return {
    reference: String(row.reference),
    kind: row.kind as DeliveryRecord['kind'],
    fingerprint: String(row.fingerprint),
    status: row.status as DeliveryStatus,
    attempts: Number(row.attempts),
    nextAttemptAt: Number(row.next_attempt_at),
    giveUpAt: Number(row.give_up_at),
    lastError: (row.last_error as string | null) ?? null,
    createdAt: Number(row.created_at),
    deliveredAt: time(row.delivered_at),
    hasPayload: Boolean(row.has_payload),
  };
}

export class DeliveryStore {
  private constructor(private readonly db: SqlDatabase) {}

  static async open(db: SqlDatabase): Promise<DeliveryStore> {
    await db.migrate(schema(db.dialect));
    return new DeliveryStore(db);
  }

  /**
   * Stores a new pending delivery. Returns undefined when it was stored, or the record already
   * holding that reference (the database's primary key decides, whichever process asks).
   */
  async insert(delivery: NewDelivery): Promise<DeliveryRecord | undefined> {
    const inserted = await this.db.execute(
      `INSERT INTO deliveries (reference, kind, fingerprint, status, attempts, next_attempt_at,
         lease_until, give_up_at, created_at, envelope, payload)
       VALUES ($1, $2, $3, 'pending', 0, $4, $5, $6, $4, $7, $8)
       ON CONFLICT (reference) DO NOTHING`,
      [
        delivery.reference,
        delivery.kind,
        delivery.fingerprint,
        delivery.createdAt,
        delivery.leaseUntil,
        delivery.giveUpAt,
        JSON.stringify(delivery.envelope),
        delivery.sealedPayload,
      ],
    );
    if (inserted === 1) return undefined;
    const existing = await this.get(delivery.reference);
    if (!existing) throw new Error(`Delivery ${delivery.reference} vanished while being stored`);
    return existing;
  }

  /**
   * Takes up to `limit` pending deliveries that are due and not leased, leasing them until
   * `leaseUntil`. On PostgreSQL, SKIP LOCKED lets several processes claim at once without
   * waiting on or taking each other's rows; SQLite runs one writer at a time anyway.
   */
  async claimDue(now: number, leaseUntil: number, limit: number): Promise<ClaimedDelivery[]> {
    const lock = this.db.dialect === 'postgres' ? 'FOR UPDATE SKIP LOCKED' : '';
    const rows = await this.db.query(
      `UPDATE deliveries SET lease_until = $2
       WHERE reference IN (
         SELECT reference FROM deliveries
         WHERE status = 'pending' AND next_attempt_at <= $1 AND lease_until <= $1
         ORDER BY next_attempt_at LIMIT $3 ${lock})
       RETURNING ${RECORD_COLUMNS}, envelope, payload`,
      [now, leaseUntil, limit],
    );
    return rows.map((row) => ({
      ...toRecord(row),
      envelope: JSON.parse(String(row.envelope)) as Envelope,
      sealedPayload: row.payload as Buffer,
    }));
  }

  /**
   * Keeps the lease of a delivery this process is attempting: while it is renewed, no other
   * process takes the delivery; once the process dies, the lease runs out within one lease.
   */
  async renewLease(reference: string, leaseUntil: number): Promise<void> {
    await this.db.execute(
      `UPDATE deliveries SET lease_until = $2 WHERE reference = $1 AND status = 'pending'`,
      [reference, leaseUntil],
    );
  }

  // The outcome of an attempt is written lazily: lost to a power cut, the delivery is tried again.
  async markSent(reference: string, now: number): Promise<void> {
    await this.db.execute(
      `UPDATE deliveries SET status = 'sent', attempts = attempts + 1, delivered_at = $2,
         lease_until = 0, last_error = NULL
       WHERE reference = $1 AND status = 'pending'`,
      [reference, now],
      'lazy',
    );
  }

  /** Records a failed attempt; the delivery is tried again at `nextAttemptAt`. */
  async markRetry(reference: string, nextAttemptAt: number, error: string): Promise<void> {
    await this.db.execute(
      `UPDATE deliveries SET attempts = attempts + 1, next_attempt_at = $2, lease_until = 0,
         last_error = $3
       WHERE reference = $1 AND status = 'pending'`,
      [reference, nextAttemptAt, error],
      'lazy',
    );
  }

  /** Records a failed attempt after which no more are made (until an operator retries). */
  async markFailed(reference: string, error: string): Promise<void> {
    await this.db.execute(
      `UPDATE deliveries SET status = 'failed', attempts = attempts + 1, lease_until = 0,
         last_error = $2
       WHERE reference = $1 AND status = 'pending'`,
      [reference, error],
      'lazy',
    );
  }

  /**
   * Makes a failed or waiting delivery due now, with a fresh give-up time. The lease is kept:
   * an attempt in progress elsewhere is not doubled.
   */
  async requeue(reference: string, now: number, giveUpAt: number): Promise<boolean> {
    const changed = await this.db.execute(
      `UPDATE deliveries SET status = 'pending', next_attempt_at = $2, give_up_at = $3
       WHERE reference = $1 AND status IN ('pending', 'failed') AND payload IS NOT NULL`,
      [reference, now, giveUpAt],
    );
    return changed === 1;
  }

  /** Deletes the messages of deliveries sent before `before`; their records stay. */
  async deletePayloadsSentBefore(before: number): Promise<number> {
    return this.db.execute(
      `UPDATE deliveries SET payload = NULL
       WHERE status = 'sent' AND delivered_at < $1 AND payload IS NOT NULL`,
      [before],
    );
  }

  async get(reference: string): Promise<DeliveryRecord | undefined> {
    const rows = await this.db.query(
      `SELECT ${RECORD_COLUMNS} FROM deliveries WHERE reference = $1`,
      [reference],
    );
    return rows.length > 0 ? toRecord(rows[0]) : undefined;
  }

  /** Newest first; `status` narrows the list. */
  async list(limit: number, status?: DeliveryStatus): Promise<DeliveryRecord[]> {
    const rows = await this.db.query(
      `SELECT ${RECORD_COLUMNS} FROM deliveries
       WHERE ($2 = '' OR status = $2)
       ORDER BY created_at DESC, reference DESC LIMIT $1`,
      [limit, status ?? ''],
    );
    return rows.map(toRecord);
  }

  async health(now: number): Promise<QueueHealth> {
    const [row] = await this.db.query(
      `SELECT
         SUM(CASE WHEN status = 'pending' THEN 1 ELSE 0 END) AS pending,
         SUM(CASE WHEN status = 'failed' THEN 1 ELSE 0 END) AS failed,
         MIN(CASE WHEN status = 'pending' THEN created_at END) AS oldest
       FROM deliveries WHERE status IN ('pending', 'failed')`,
    );
    const oldest = row.oldest === null ? now : Number(row.oldest);
    return {
      pending: Number(row.pending ?? 0),
      failed: Number(row.failed ?? 0),
      oldestPendingSeconds: Math.max(0, Math.floor((now - oldest) / 1000)),
    };
  }
}

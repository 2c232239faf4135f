/**
 * Orders awaiting the practitioner's signature: one row per reference, with the SHA-256 of its
 * link's token (never the token), an unguessable status id, its state and times, and the order
 * sealed (encrypted). The same SQL runs on SQLite and PostgreSQL. Every change of state is one
 * conditional UPDATE, so among processes sharing the database exactly one signs an order.
 */
import type { SigningState } from '../../contract/signing';
import { columnTypes, type Row, type SqlDatabase } from '../storage/sqlDatabase';

export interface HeldOrderRow {
  reference: string;
  statusId: string;
  state: SigningState;
  createdAt: number;
  expiresAt: number;
  openedAt: number | null;
  /** When it was signed, declined or expired. */
  decidedAt: number | null;
  /** Sealed: the order as sent (`HeldOrder`); gone once handed over, declined or expired. */
  sealedOrder: Buffer | null;
  /** Sealed: the signature and audit trail; set when signed. */
  sealedSignature: Buffer | null;
  /** Sealed: the practitioner's reason, when declined. */
  sealedReason: Buffer | null;
  handedOver: boolean;
}

export interface NewHeldOrder {
  reference: string;
  statusId: string;
  tokenHash: string;
  sealedOrder: Buffer;
  createdAt: number;
  expiresAt: number;
}

function schema(dialect: SqlDatabase['dialect']): string {
  const { time, bytes } = columnTypes(dialect);
  return `
CREATE TABLE IF NOT EXISTS signing_requests (
  reference     TEXT PRIMARY KEY,
  status_id     TEXT NOT NULL UNIQUE,
  token_hash    TEXT NOT NULL UNIQUE,
  state         TEXT NOT NULL CHECK (state IN ('awaiting', 'signed', 'declined', 'expired')),
  created_at    ${time} NOT NULL,
  expires_at    ${time} NOT NULL,
  opened_at     ${time},
  decided_at    ${time},
  handed_over   INTEGER NOT NULL DEFAULT 0,
  handover_lease ${time} NOT NULL DEFAULT 0,
  held_order    ${bytes},
  signature     ${bytes},
  reason        ${bytes}
);
CREATE INDEX IF NOT EXISTS signing_requests_state ON signing_requests (state, expires_at);`;
}

const COLUMNS = `reference, status_id, state, created_at, expires_at, opened_at, decided_at,
  handed_over, held_order, signature, reason`;

function toRow(row: Row): HeldOrderRow {
  const time = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  const bytes = (value: unknown) => (value ? Buffer.from(value as Uint8Array) : null);
  return {
    reference: String(row.reference),
    statusId: String(row.status_id),
    state: row.state as SigningState,
    createdAt: Number(row.created_at),
    expiresAt: Number(row.expires_at),
    openedAt: time(row.opened_at),
    decidedAt: time(row.decided_at),
    handedOver: Number(row.handed_over) === 1,
    sealedOrder: bytes(row.held_order),
    sealedSignature: bytes(row.signature),
    sealedReason: bytes(row.reason),
  };
}

export class SigningStore {
  private constructor(private readonly db: SqlDatabase) {}

  static async open(db: SqlDatabase): Promise<SigningStore> {
    await db.migrate(schema(db.dialect));
    return new SigningStore(db);
  }

  /** False when the reference is already held (sent for signature before). */
  async insert(held: NewHeldOrder): Promise<boolean> {
    const inserted = await this.db.execute(
      `INSERT INTO signing_requests (reference, status_id, token_hash, state, created_at,
         expires_at, held_order)
       VALUES ($1, $2, $3, 'awaiting', $4, $5, $6)
       ON CONFLICT (reference) DO NOTHING`,
      [
        held.reference,
        held.statusId,
        held.tokenHash,
        held.createdAt,
        held.expiresAt,
        held.sealedOrder,
      ],
    );
    return inserted === 1;
  }

  async remove(reference: string): Promise<void> {
    await this.db.execute(`DELETE FROM signing_requests WHERE reference = $1`, [reference]);
  }

  /** The order a token opens: awaiting and not expired at `now`; undefined otherwise. */
  async usable(tokenHash: string, now: number): Promise<HeldOrderRow | undefined> {
    const rows = await this.db.query(
      `SELECT ${COLUMNS} FROM signing_requests
       WHERE token_hash = $1 AND state = 'awaiting' AND expires_at > $2`,
      [tokenHash, now],
    );
    return rows.length > 0 ? toRow(rows[0]) : undefined;
  }

  /** Records the first opening of the link. */
  async markOpened(reference: string, now: number): Promise<void> {
    await this.db.execute(
      `UPDATE signing_requests SET opened_at = $2 WHERE reference = $1 AND opened_at IS NULL`,
      [reference, now],
    );
  }

  /**
   * Signs if still awaiting and unexpired; true for the one caller that did, which then holds
   * the hand-over to the delivery queue until `leaseUntil`.
   */
  async sign(
    tokenHash: string,
    now: number,
    sealedSignature: Buffer,
    leaseUntil: number,
  ): Promise<boolean> {
    const changed = await this.db.execute(
      `UPDATE signing_requests SET state = 'signed', decided_at = $2, signature = $3,
         handover_lease = $4
       WHERE token_hash = $1 AND state = 'awaiting' AND expires_at > $2`,
      [tokenHash, now, sealedSignature, leaseUntil],
    );
    return changed === 1;
  }

  /** Declines if still awaiting and unexpired; the order itself is deleted at once. */
  async decline(tokenHash: string, now: number, sealedReason: Buffer): Promise<boolean> {
    const changed = await this.db.execute(
      `UPDATE signing_requests SET state = 'declined', decided_at = $2, reason = $3,
         held_order = NULL
       WHERE token_hash = $1 AND state = 'awaiting' AND expires_at > $2`,
      [tokenHash, now, sealedReason],
    );
    return changed === 1;
  }

  /**
   * Takes signed orders not yet handed to the delivery queue whose hand-over lease ran out (the
   * process that signed them died in between), leasing them until `leaseUntil`.
   */
  async claimHandovers(now: number, leaseUntil: number, limit: number): Promise<HeldOrderRow[]> {
    const lock = this.db.dialect === 'postgres' ? 'FOR UPDATE SKIP LOCKED' : '';
    const rows = await this.db.query(
      `UPDATE signing_requests SET handover_lease = $2
       WHERE reference IN (
         SELECT reference FROM signing_requests
         WHERE state = 'signed' AND handed_over = 0 AND handover_lease <= $1
         LIMIT $3 ${lock})
       RETURNING ${COLUMNS}`,
      [now, leaseUntil, limit],
    );
    return rows.map(toRow);
  }

  /** The delivery queue holds it now: the copy here is deleted. */
  async markHandedOver(reference: string): Promise<void> {
    await this.db.execute(
      `UPDATE signing_requests SET handed_over = 1, held_order = NULL, signature = NULL
       WHERE reference = $1 AND state = 'signed'`,
      [reference],
    );
  }

  /** Purges every order whose link ran out unsigned; returns how many. */
  async expire(now: number): Promise<number> {
    return this.db.execute(
      `UPDATE signing_requests SET state = 'expired', decided_at = expires_at, held_order = NULL
       WHERE state = 'awaiting' AND expires_at <= $1`,
      [now],
    );
  }

  async byStatusId(statusId: string): Promise<HeldOrderRow | undefined> {
    const rows = await this.db.query(
      `SELECT ${COLUMNS} FROM signing_requests WHERE status_id = $1`,
      [statusId],
    );
    return rows.length > 0 ? toRow(rows[0]) : undefined;
  }

  async byReference(reference: string): Promise<HeldOrderRow | undefined> {
    const rows = await this.db.query(
      `SELECT ${COLUMNS} FROM signing_requests WHERE reference = $1`,
      [reference],
    );
    return rows.length > 0 ? toRow(rows[0]) : undefined;
  }
}

/**
 * Append-only store of text-message consents, in SQLite or PostgreSQL. Records are evidence of
 * an opt-in, so the database itself refuses to change, replace or delete them: a revocation is
 * a new record, never an edit.
 */
import type { ConsentRequest } from '../../contract/api';
import type { SqlDatabase } from '../storage/sqlDatabase';

export const CONSENT_DB_FILE = 'consents.sqlite';
export const APPEND_ONLY_MESSAGE = 'consent records are append-only';

/** A stored consent: the request body plus what the server itself saw. */
export interface ConsentRecord extends ConsentRequest {
  /** When this server received it. */
  receivedAt: string;
  ipAddress: string;
  userAgent: string;
}

const COLUMNS = `
  received_at          TEXT NOT NULL,
  consented_at         TEXT NOT NULL,
  name                 TEXT NOT NULL,
  last_name            TEXT NOT NULL,
  email                TEXT NOT NULL,
  phone                TEXT NOT NULL,
  consent              SMALLINT NOT NULL CHECK (consent = 1),
  consent_text         TEXT NOT NULL,
  consent_text_version TEXT NOT NULL,
  page_url             TEXT NOT NULL,
  ip_address           TEXT NOT NULL,
  user_agent           TEXT NOT NULL,
  answers              TEXT NOT NULL DEFAULT '{}',
  locale               TEXT NOT NULL DEFAULT 'en'`;

const SCHEMA: Record<SqlDatabase['dialect'], string> = {
  // SQLite's INSERT OR REPLACE deletes the old row without firing DELETE triggers (unless the
  // connection sets recursive_triggers), so an insert that names an existing id is refused too.
  sqlite: `
CREATE TABLE IF NOT EXISTS consents (
  id INTEGER PRIMARY KEY AUTOINCREMENT,${COLUMNS}
);
CREATE TRIGGER IF NOT EXISTS consents_no_update BEFORE UPDATE ON consents
BEGIN SELECT RAISE(ABORT, '${APPEND_ONLY_MESSAGE}'); END;
CREATE TRIGGER IF NOT EXISTS consents_no_delete BEFORE DELETE ON consents
BEGIN SELECT RAISE(ABORT, '${APPEND_ONLY_MESSAGE}'); END;
CREATE TRIGGER IF NOT EXISTS consents_no_replace BEFORE INSERT ON consents
WHEN EXISTS (SELECT 1 FROM consents WHERE id = NEW.id)
BEGIN SELECT RAISE(ABORT, '${APPEND_ONLY_MESSAGE}'); END;`,
  // ON CONFLICT DO UPDATE goes through the UPDATE trigger; TRUNCATE has its own.
  postgres: `
CREATE TABLE IF NOT EXISTS consents (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,${COLUMNS}
);
CREATE OR REPLACE FUNCTION consents_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN RAISE EXCEPTION '${APPEND_ONLY_MESSAGE}'; END $$;
CREATE OR REPLACE TRIGGER consents_no_change BEFORE UPDATE OR DELETE ON consents
FOR EACH ROW EXECUTE FUNCTION consents_refuse_change();
CREATE OR REPLACE TRIGGER consents_no_truncate BEFORE TRUNCATE ON consents
FOR EACH STATEMENT EXECUTE FUNCTION consents_refuse_change();
ALTER TABLE consents ADD COLUMN IF NOT EXISTS answers TEXT NOT NULL DEFAULT '{}';
ALTER TABLE consents ADD COLUMN IF NOT EXISTS locale TEXT NOT NULL DEFAULT 'en';`,
};

/** Columns added since the first release, for databases made before them. */
const ADDED_COLUMNS = {
  answers: `TEXT NOT NULL DEFAULT '{}'`,
  locale: `TEXT NOT NULL DEFAULT 'en'`,
};

/** Older SQLite databases gain the added columns (SQLite has no ADD COLUMN IF NOT EXISTS). */
async function addNewColumns(db: SqlDatabase): Promise<void> {
  if (db.dialect !== 'sqlite') return;
  const columns = await db.query(`SELECT name FROM pragma_table_info('consents')`);
  for (const [name, definition] of Object.entries(ADDED_COLUMNS)) {
    if (!columns.some((column) => column.name === name)) {
      await db.migrate(`ALTER TABLE consents ADD COLUMN ${name} ${definition}`);
    }
  }
}

export class ConsentStore {
  private constructor(private readonly db: SqlDatabase) {}

  static async open(db: SqlDatabase): Promise<ConsentStore> {
    await db.migrate(SCHEMA[db.dialect]);
    await addNewColumns(db);
    return new ConsentStore(db);
  }

  /** Stores a record and returns its id. */
  async add(record: ConsentRecord): Promise<number> {
    const [row] = await this.db.query(
      `INSERT INTO consents (received_at, consented_at, name, last_name, email, phone, consent,
         consent_text, consent_text_version, page_url, ip_address, user_agent, answers, locale)
       VALUES ($1, $2, $3, $4, $5, $6, 1, $7, $8, $9, $10, $11, $12, $13)
       RETURNING id`,
      [
        record.receivedAt,
        record.consentedAt,
        record.name,
        record.lastName,
        record.email,
        record.phone,
        record.consentText,
        record.consentTextVersion,
        record.pageUrl,
        record.ipAddress,
        record.userAgent,
        JSON.stringify(record.answers ?? {}),
        record.locale ?? 'en',
      ],
    );
    return Number(row.id);
  }
}

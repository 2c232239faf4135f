/**
 * Append-only store of text-message consents in SQLite. Records are evidence of an opt-in, so
 * the database itself refuses to change or delete them.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { ConsentRequestBody } from '../../src/lib/api/consentApi';

export const CONSENT_DB_FILE = 'consents.sqlite';

/** A stored consent: the request body plus what the server itself saw. */
export interface ConsentRecord extends ConsentRequestBody {
  /** When this server received it. */
  receivedAt: string;
  ipAddress: string;
  userAgent: string;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS consents (
  id                   INTEGER PRIMARY KEY AUTOINCREMENT,
  received_at          TEXT NOT NULL,
  consented_at         TEXT NOT NULL,
  name                 TEXT NOT NULL,
  last_name            TEXT NOT NULL,
  email                TEXT NOT NULL,
  phone                TEXT NOT NULL,
  consent              INTEGER NOT NULL CHECK (consent = 1),
  consent_text         TEXT NOT NULL,
  consent_text_version TEXT NOT NULL,
  page_url             TEXT NOT NULL,
  ip_address           TEXT NOT NULL,
  user_agent           TEXT NOT NULL
);
CREATE TRIGGER IF NOT EXISTS consents_no_update BEFORE UPDATE ON consents
BEGIN SELECT RAISE(ABORT, 'consent records are append-only'); END;
CREATE TRIGGER IF NOT EXISTS consents_no_delete BEFORE DELETE ON consents
BEGIN SELECT RAISE(ABORT, 'consent records are append-only'); END;
`;

export class ConsentStore {
  private readonly db: Database.Database;
  private readonly insert: Database.Statement;

  constructor(dataDir: string) {
    fs.mkdirSync(dataDir, { recursive: true });
    this.db = new Database(path.join(dataDir, CONSENT_DB_FILE));
    this.db.pragma('journal_mode = WAL');
    this.db.exec(SCHEMA);
    this.insert = this.db.prepare(`
      INSERT INTO consents (received_at, consented_at, name, last_name, email, phone, consent,
        consent_text, consent_text_version, page_url, ip_address, user_agent)
      VALUES (@receivedAt, @consentedAt, @name, @lastName, @email, @phone, 1,
        @consentText, @consentTextVersion, @pageUrl, @ipAddress, @userAgent)`);
  }

  /** Stores a record and returns its id. */
  add(record: ConsentRecord): number {
    return Number(this.insert.run(record).lastInsertRowid);
  }

  close(): void {
    this.db.close();
  }
}

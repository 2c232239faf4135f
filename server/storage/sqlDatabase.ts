/**
 * The little SQL both stores need, over SQLite (better-sqlite3, one file in DATA_DIR) or
 * PostgreSQL (`pg` pool). Statements are written once in PostgreSQL's `$1` style; the SQLite side
 * rewrites the placeholders, so each store's SQL is shared by both back ends.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { databaseError } from './unavailable';

export type Dialect = 'sqlite' | 'postgres';

/**
 * The column types a schema script writes per back end: times are epoch milliseconds (64-bit
 * integers on both), bytes are binary strings.
 */
export function columnTypes(dialect: Dialect): { time: string; bytes: string } {
  return dialect === 'postgres'
    ? { time: 'BIGINT', bytes: 'BYTEA' }
    : { time: 'INTEGER', bytes: 'BLOB' };
}
export type Row = Record<string, unknown>;
/**
 * `flushed`: on disk before the call returns (what an answer to a sender relies on). `lazy`: may
 * be lost to a power cut, never to a killed process; for changes that are redone when lost.
 */
export type Durability = 'flushed' | 'lazy';

export interface SqlDatabase {
  readonly dialect: Dialect;
  /** Runs one statement; returns its rows (statements with RETURNING included). */
  query<R extends Row = Row>(sql: string, params?: unknown[]): Promise<R[]>;
  /** Runs one statement and returns how many rows it changed. */
  execute(sql: string, params?: unknown[], durability?: Durability): Promise<number>;
  /** Runs a schema script (several statements, no parameters), once per database at a time. */
  migrate(script: string): Promise<void>;
  close(): Promise<void>;
}

interface PendingWrite {
  run(): number;
  resolve(changes: number): void;
  reject(error: unknown): void;
}

export class SqliteDatabase implements SqlDatabase {
  readonly dialect = 'sqlite';
  readonly db: Database.Database;
  /** Flushed writes waiting to be committed together (see `execute`). */
  private pending: PendingWrite[] = [];
  private readonly statements = new Map<
    string,
    { statement: Database.Statement; order: number[] }
  >();

  constructor(file: string) {
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    // Readable by the server's user only; SQLite gives its -wal and -shm files the same mode.
    fs.closeSync(fs.openSync(file, 'a', 0o600));
    fs.chmodSync(file, 0o600);
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    // FULL: a commit is on disk before the server answers, so an acknowledged order survives a
    // power cut too, not only a killed process.
    this.db.pragma('synchronous = FULL');
    // Several processes may share the file; a writer waits for another instead of failing.
    this.db.pragma('busy_timeout = 5000');
  }

  async query<R extends Row = Row>(sql: string, params: unknown[] = []): Promise<R[]> {
    const { statement, order } = this.prepare(sql);
    const values = order.map((index) => params[index]);
    if (statement.reader) return statement.all(...values) as R[];
    statement.run(...values);
    return [];
  }

  async execute(
    sql: string,
    params: unknown[] = [],
    durability: Durability = 'flushed',
  ): Promise<number> {
    const { statement, order } = this.prepare(sql);
    const run = () => statement.run(...order.map((index) => params[index])).changes;
    if (durability === 'lazy') {
      // Written to the WAL now, flushed with the next flushed commit or checkpoint.
      this.db.pragma('synchronous = NORMAL');
      try {
        return run();
      } finally {
        this.db.pragma('synchronous = FULL');
      }
    }
    // Group commit: a flushed commit is an fsync that blocks the event loop, so the writes of
    // requests arriving together share one transaction and one fsync. Each still fails alone
    // (a constraint error undoes only its own statement), and none resolves before the commit.
    return new Promise((resolve, reject) => {
      this.pending.push({ run, resolve, reject });
      if (this.pending.length === 1) setImmediate(() => this.commitPending());
    });
  }

  private commitPending(): void {
    const writes = this.pending;
    this.pending = [];
    if (writes.length === 0) return;
    const outcomes: ({ changes: number } | { error: unknown })[] = [];
    try {
      this.db.transaction(() => {
        for (const write of writes) {
          try {
            outcomes.push({ changes: write.run() });
          } catch (error) {
            outcomes.push({ error });
          }
        }
      })();
    } catch (error) {
      writes.forEach((write) => write.reject(error));
      return;
    }
    writes.forEach((write, index) => {
      const outcome = outcomes[index];
      if ('error' in outcome) write.reject(outcome.error);
      else write.resolve(outcome.changes);
    });
  }

  async migrate(script: string): Promise<void> {
    this.db.exec(script);
  }

  async close(): Promise<void> {
    this.commitPending();
    this.db.close();
  }

  /** `$2` becomes `?` with the second value bound there (a number may appear several times). */
  private prepare(sql: string) {
    let prepared = this.statements.get(sql);
    if (!prepared) {
      const order: number[] = [];
      const text = sql.replace(/\$(\d+)/g, (_match, digits: string) => {
        order.push(Number(digits) - 1);
        return '?';
      });
      prepared = { statement: this.db.prepare(text), order };
      this.statements.set(sql, prepared);
    }
    return prepared;
  }
}

/** Any constant: schema scripts of all processes on one database take turns on this lock. */
const MIGRATION_LOCK = 0x52_58_46_4f;
/**
 * A database host that does not answer at all (no refusal) fails a request after this, instead
 * of leaving it waiting for the operating system's TCP time-out.
 */
const CONNECT_TIMEOUT_MS = 5_000;

export class PostgresDatabase implements SqlDatabase {
  readonly dialect = 'postgres';
  readonly pool: pg.Pool;

  constructor(connectionString: string) {
    this.pool = new pg.Pool({
      connectionString,
      max: 10,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    // An idle client losing its connection must not crash the process; the next query reconnects.
    this.pool.on('error', () => undefined);
  }

  async query<R extends Row = Row>(sql: string, params: unknown[] = []): Promise<R[]> {
    return (await this.run(sql, params)).rows as R[];
  }

  /** Every commit is flushed: PostgreSQL's commits do not hold up this process's other work. */
  async execute(sql: string, params: unknown[] = []): Promise<number> {
    return (await this.run(sql, params)).rowCount ?? 0;
  }

  /** One statement; a database that cannot be reached throws `DatabaseUnavailableError`. */
  private async run(sql: string, params: unknown[]): Promise<pg.QueryResult> {
    try {
      return await this.pool.query(sql, params);
    } catch (error) {
      throw databaseError(error);
    }
  }

  async migrate(script: string): Promise<void> {
    // Two servers starting together would race on CREATE ... IF NOT EXISTS without the lock.
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      await client.query(script);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}

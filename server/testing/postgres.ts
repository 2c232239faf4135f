/**
 * A real, throw-away PostgreSQL for tests and the bench: `initdb` in a temporary folder, started
 * with `pg_ctl` on a free loopback port, removed on `stop()`. PostgreSQL refuses to run as root,
 * so as root the server runs as the `postgres` system user (created as `rxpg` when missing).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './smtpSink';

export interface TestPostgres {
  /** URL of the `postgres` database (superuser, trust authentication on loopback). */
  url: string;
  /** Creates an empty database and returns its URL. */
  createDatabase(name: string): Promise<string>;
  /** Stops the server (fast shutdown: open connections are cut), keeping its data and port. */
  halt(): void;
  /** Starts a halted server again on the same port with the same data. */
  resume(): void;
  stop(): Promise<void>;
}

function findBinDir(): string {
  const fromEnv = process.env.PG_BIN;
  if (fromEnv) return fromEnv;
  const base = '/usr/lib/postgresql';
  const versions = fs.existsSync(base)
    ? fs.readdirSync(base).sort((a, b) => Number(b) - Number(a))
    : [];
  const found = versions.map((v) => path.join(base, v, 'bin')).find((dir) => fs.existsSync(dir));
  if (!found) throw new Error('PostgreSQL is not installed (apt-get install postgresql)');
  return found;
}

function userExists(name: string): boolean {
  try {
    execFileSync('id', ['-u', name], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** The account the server runs as when we are root; undefined when we are not root. */
function serverAccount(): string | undefined {
  if (process.getuid?.() !== 0) return undefined;
  if (userExists('postgres')) return 'postgres';
  if (!userExists('rxpg')) execFileSync('useradd', ['-r', '-M', '-s', '/usr/sbin/nologin', 'rxpg']);
  return 'rxpg';
}

export async function startPostgres(options: { durable?: boolean } = {}): Promise<TestPostgres> {
  const bin = findBinDir();
  const account = serverAccount();
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'rx-pg-'));
  if (account) execFileSync('chown', [account, root]);
  const run = (tool: string, args: string[]) => {
    const command = path.join(bin, tool);
    // stdio ignored: the postmaster inherits pg_ctl's pipes and would keep them open.
    execFileSync(
      account ? 'runuser' : command,
      account ? ['-u', account, '--', command, ...args] : args,
      {
        stdio: 'ignore',
        cwd: root,
      },
    );
  };
  const dataDir = path.join(root, 'data');
  run('initdb', [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--locale=C',
    '--no-sync',
  ]);
  const port = await freePort();
  // Tests need speed, not crash safety of PostgreSQL itself; the bench asks for `durable`.
  const speed = options.durable ? '' : ' -c fsync=off -c synchronous_commit=off';
  const start = () =>
    run('pg_ctl', [
      '-D',
      dataDir,
      '-l',
      path.join(root, 'server.log'),
      '-w',
      '-t',
      '60',
      '-o',
      `-k ${root} -p ${port} -h 127.0.0.1 -c max_connections=200${speed}`,
      'start',
    ]);
  start();
  let halted = false;
  const url = `postgresql://postgres@127.0.0.1:${port}/postgres`;
  return {
    url,
    async createDatabase(name) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`);
      } finally {
        await client.end();
      }
      return `postgresql://postgres@127.0.0.1:${port}/${encodeURIComponent(name)}`;
    },
    halt() {
      run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      halted = true;
    },
    resume() {
      start();
      halted = false;
    },
    async stop() {
      try {
        if (!halted) run('pg_ctl', ['-D', dataDir, '-m', 'immediate', 'stop']);
      } finally {
        fs.rmSync(root, { recursive: true, force: true });
      }
    },
  };
}

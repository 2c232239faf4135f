/** Settings of the storage: where consents and the order queue are kept, and their key. */
import path from 'node:path';
import type { EnvValues } from '../envValues';
import { parseKey } from './encryption';

export const storageEnv = {
  type: 'object',
  properties: {
    DATA_DIR: {
      type: 'string',
      default: 'data',
      description: 'folder of the SQLite databases (consents, order queue) and the key file',
    },
    DATABASE_URL: {
      type: 'string',
      format: 'postgres-url',
      secret: true,
      description:
        '`postgres://` URL: consents and the order queue in PostgreSQL, shared by several server processes',
      unset: 'SQLite in DATA_DIR',
    },
    ORDER_ENCRYPTION_KEY: {
      type: 'string',
      format: 'key-256',
      secret: true,
      description:
        'AES-256 key sealing stored orders: 64 hex characters or base64 of 32 bytes; required with DATABASE_URL',
      unset: 'a key file in DATA_DIR',
    },
  },
} as const;

export function storageSettings(env: EnvValues<typeof storageEnv>, cwd: string) {
  return {
    /** Absolute path of the folder holding the SQLite files and the key file. */
    dataDir: path.resolve(cwd, env.DATA_DIR),
    /** `postgres://` URL; absent: consents and the order queue are SQLite files in `dataDir`. */
    databaseUrl: env.DATABASE_URL,
    /** AES-256 key sealing stored orders; absent: a key file in `dataDir` (made on first start). */
    orderEncryptionKey: env.ORDER_ENCRYPTION_KEY ? parseKey(env.ORDER_ENCRYPTION_KEY) : undefined,
  };
}

/** Several processes must seal and open stored orders with one key: a file per machine will not do. */
export function storageProblems(env: EnvValues<typeof storageEnv>): string[] {
  return env.DATABASE_URL && !env.ORDER_ENCRYPTION_KEY
    ? [
        'ORDER_ENCRYPTION_KEY is required with DATABASE_URL: every server process must seal and open stored orders with the same key',
      ]
    : [];
}

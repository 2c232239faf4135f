/**
 * Opens the server's durable state: consents and the order queue, in PostgreSQL when
 * `DATABASE_URL` is set (shared by every server process), otherwise in SQLite files in DATA_DIR.
 */
import path from 'node:path';
import { CONSENT_DB_FILE, ConsentStore } from '../consents/consentStore';
import { DeliveryStore } from '../delivery/deliveryStore';
import type { Settings } from '../settings';
import { SigningStore } from '../signing/signingStore';
import { loadOrCreateKeyFile, PayloadCipher } from './encryption';
import { PostgresDatabase, SqliteDatabase, type SqlDatabase } from './sqlDatabase';

export const ORDER_DB_FILE = 'orders.sqlite';

export interface Stores {
  consents: ConsentStore;
  deliveries: DeliveryStore;
  signing: SigningStore;
  close(): Promise<void>;
}

type StoreSettings = Pick<Settings, 'databaseUrl' | 'dataDir'>;

export async function openStores(settings: StoreSettings): Promise<Stores> {
  const databases: SqlDatabase[] = [];
  const open = <T extends SqlDatabase>(db: T): T => {
    databases.push(db);
    return db;
  };
  const closeAll = async () => {
    await Promise.all(databases.map((db) => db.close()));
  };
  try {
    if (settings.databaseUrl) {
      const shared = open(new PostgresDatabase(settings.databaseUrl));
      return {
        consents: await ConsentStore.open(shared),
        deliveries: await DeliveryStore.open(shared),
        signing: await SigningStore.open(shared),
        close: closeAll,
      };
    }
    const file = (name: string) => open(new SqliteDatabase(path.join(settings.dataDir, name)));
    const orders = file(ORDER_DB_FILE);
    return {
      consents: await ConsentStore.open(file(CONSENT_DB_FILE)),
      deliveries: await DeliveryStore.open(orders),
      signing: await SigningStore.open(orders),
      close: closeAll,
    };
  } catch (error) {
    await closeAll();
    throw error;
  }
}

export function openCipher(
  settings: Pick<Settings, 'orderEncryptionKey' | 'dataDir'>,
): PayloadCipher {
  return new PayloadCipher(settings.orderEncryptionKey ?? loadOrCreateKeyFile(settings.dataDir));
}

/** Where the state lives, for the start-up message (no credentials). */
export function describeStorage(settings: StoreSettings): string {
  if (!settings.databaseUrl) return `SQLite files in ${settings.dataDir}`;
  const url = new URL(settings.databaseUrl);
  return `PostgreSQL at ${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}`;
}

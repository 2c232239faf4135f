/**
 * Encryption at rest for stored orders: AES-256-GCM with a random 96-bit nonce per payload.
 * The key comes from `ORDER_ENCRYPTION_KEY` or, when that is unset, from a key file made on first
 * start in DATA_DIR (mode 0600). Losing the key makes undelivered orders unreadable: back it up.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const KEY_FILE = 'order-encryption.key';
const KEY_BYTES = 32;
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
const KEY_ID_BYTES = 4;
/** First byte of every sealed payload, so a future format can be told apart. */
const FORMAT_V1 = 1;

/** Parses 64 hex characters or base64 of 32 bytes; undefined when it is neither. */
export function parseKey(text: string): Buffer | undefined {
  const trimmed = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(trimmed)) return Buffer.from(trimmed, 'hex');
  if (/^[A-Za-z0-9+/]{43}=?$/.test(trimmed)) {
    const key = Buffer.from(trimmed, 'base64');
    if (key.length === KEY_BYTES) return key;
  }
  return undefined;
}

/**
 * Reads the key file in `dataDir`, creating it when missing. `wx` makes creation atomic, so two
 * processes starting at once on one DATA_DIR end up with the same key.
 */
export function loadOrCreateKeyFile(dataDir: string): Buffer {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, KEY_FILE);
  try {
    fs.writeFileSync(file, `${randomBytes(KEY_BYTES).toString('hex')}\n`, {
      mode: 0o600,
      flag: 'wx',
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = parseKey(fs.readFileSync(file, 'utf8'));
  if (!key) throw new Error(`${file} does not hold a 256-bit key (64 hex characters)`);
  return key;
}

export class PayloadCipher {
  /** Short fingerprint of the key, stored with each payload to say which key sealed it. */
  private readonly keyId: Buffer;

  constructor(private readonly key: Buffer) {
    if (key.length !== KEY_BYTES) throw new Error('The order encryption key must be 32 bytes');
    this.keyId = createHash('sha256').update(key).digest().subarray(0, KEY_ID_BYTES);
  }

  /** `context` (the order's reference) is authenticated: a payload moved to another row fails. */
  seal(plain: Buffer, context: string): Buffer {
    const nonce = randomBytes(NONCE_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, nonce);
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const body = Buffer.concat([cipher.update(plain), cipher.final()]);
    return Buffer.concat([Buffer.of(FORMAT_V1), this.keyId, nonce, cipher.getAuthTag(), body]);
  }

  open(sealed: Buffer, context: string): Buffer {
    const header = 1 + KEY_ID_BYTES + NONCE_BYTES + TAG_BYTES;
    if (sealed.length < header || sealed[0] !== FORMAT_V1) {
      throw new Error('Stored payload is not in a known format');
    }
    if (!sealed.subarray(1, 1 + KEY_ID_BYTES).equals(this.keyId)) {
      throw new Error('Stored payload was sealed with another encryption key');
    }
    const nonceAt = 1 + KEY_ID_BYTES;
    const tagAt = nonceAt + NONCE_BYTES;
    const decipher = createDecipheriv('aes-256-gcm', this.key, sealed.subarray(nonceAt, tagAt));
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(sealed.subarray(tagAt, header));
    return Buffer.concat([decipher.update(sealed.subarray(header)), decipher.final()]);
  }
}

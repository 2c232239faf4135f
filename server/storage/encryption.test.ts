import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { KEY_FILE, loadOrCreateKeyFile, parseKey, PayloadCipher } from './encryption';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rx-key-test-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('order encryption', () => {
  const cipher = new PayloadCipher(randomBytes(32));
  const message = Buffer.from('Subject: Order Rx form RX-7K3M9QXA\r\n\r\npatient data');

  it('round-trips a payload, and the stored bytes do not contain the plain text', () => {
    const sealed = cipher.seal(message, 'RX-7K3M9QXA');
    expect(sealed.includes(Buffer.from('patient'))).toBe(false);
    expect(cipher.open(sealed, 'RX-7K3M9QXA')).toEqual(message);
    // A fresh nonce each time: the same message never seals to the same bytes.
    expect(cipher.seal(message, 'RX-7K3M9QXA')).not.toEqual(sealed);
  });

  it('refuses a changed byte, another row, or another key', () => {
    const sealed = cipher.seal(message, 'RX-7K3M9QXA');
    const tampered = Buffer.from(sealed);
    tampered[tampered.length - 1] ^= 1;
    expect(() => cipher.open(tampered, 'RX-7K3M9QXA')).toThrow();
    expect(() => cipher.open(sealed, 'RX-00000000')).toThrow();
    expect(() => new PayloadCipher(randomBytes(32)).open(sealed, 'RX-7K3M9QXA')).toThrow(
      /another encryption key/,
    );
  });

  it('reads a key as 64 hex characters or base64 of 32 bytes, nothing else', () => {
    const key = randomBytes(32);
    expect(parseKey(key.toString('hex'))).toEqual(key);
    expect(parseKey(key.toString('base64'))).toEqual(key);
    expect(parseKey('secret')).toBeUndefined();
    expect(parseKey(randomBytes(16).toString('hex'))).toBeUndefined();
  });

  it('makes a key file readable only by its owner on first start, and reuses it', () => {
    const dir = tempDir();
    const key = loadOrCreateKeyFile(dir);
    expect(key).toHaveLength(32);
    expect(fs.statSync(path.join(dir, KEY_FILE)).mode & 0o777).toBe(0o600);
    expect(loadOrCreateKeyFile(dir)).toEqual(key);
  });
});

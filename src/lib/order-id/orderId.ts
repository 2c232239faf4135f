/**
 * The order's reference (`order_id`, decisions.md): `RX-` and 8 characters of Crockford
 * base32. Made in the browser, so a retry after a lost answer carries the same reference and
 * the server, which treats it as an idempotency key, does not e-mail the order twice.
 */

/** Crockford's alphabet: digits and letters without I, L, O and U, which are misread. */
export const CROCKFORD_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const ID_LENGTH = 8;
export const ORDER_ID_PATTERN = /^RX-[0-9A-HJKMNP-TV-Z]{8}$/;

type RandomBytes = (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>;

const cryptoRandom: RandomBytes = (bytes) => crypto.getRandomValues(bytes);

/** 40 random bits (8 × 5), one alphabet character per 5 bits, so every character is equally likely. */
export function newOrderId(randomBytes: RandomBytes = cryptoRandom): string {
  const bytes = randomBytes(new Uint8Array(5));
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let id = '';
  for (let i = ID_LENGTH - 1; i >= 0; i--) {
    id += CROCKFORD_ALPHABET[Number((bits >> BigInt(i * 5)) & 31n)];
  }
  return `RX-${id}`;
}

export function isOrderId(value: unknown): value is string {
  return typeof value === 'string' && ORDER_ID_PATTERN.test(value);
}

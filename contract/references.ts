/**
 * References people quote on the phone: a prefix and 8 characters of Crockford base32. An
 * order's `RX-…` is made by the browser when the order is first sent or saved, so a retry after
 * a lost answer carries the same reference and the server, which treats it as an idempotency
 * key, does not e-mail it twice; the server makes `F-…` for a generic form's answers.
 */

/** Crockford's alphabet: digits and letters without I, L, O and U, which are misread. */
export const CROCKFORD_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const REFERENCE_LENGTH = 8;

export const ORDER_REFERENCE_PREFIX = 'RX-';
export const FORM_REFERENCE_PREFIX = 'F-';
/** The pattern as JSON Schema writes it (`pattern`), for the contract's schemas. */
export const ORDER_ID_SHAPE = '^RX-[0-9A-HJKMNP-TV-Z]{8}$';
export const ORDER_ID_PATTERN = /* @__PURE__ */ new RegExp(ORDER_ID_SHAPE);
export const FORM_REFERENCE_PATTERN = /^F-[0-9A-HJKMNP-TV-Z]{8}$/;
/** How an order reference is described when one is refused. */
export const ORDER_ID_RULE =
  'RX- and 8 characters from 0-9 and A-Z without I, L, O, U (e.g. RX-7K3M9QXA)';

/** Fills the array with random bytes: `crypto.getRandomValues` or Node's `randomFillSync`. */
export type RandomFill = (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>;

/** `prefix` and 40 random bits, one character per 5 bits, so every character is equally likely. */
export function newReference(prefix: string, randomFill: RandomFill): string {
  const bytes = randomFill(new Uint8Array(5));
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let text = '';
  for (let i = REFERENCE_LENGTH - 1; i >= 0; i--) {
    text += CROCKFORD_ALPHABET[Number((bits >> BigInt(i * 5)) & 31n)];
  }
  return `${prefix}${text}`;
}

export function isOrderId(value: unknown): value is string {
  return typeof value === 'string' && ORDER_ID_PATTERN.test(value);
}

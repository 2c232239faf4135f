/**
 * References people quote on the phone: a prefix and 8 Crockford base32 characters. The server
 * makes `F-...` for a generic form's answers (an order's `RX-...` comes from the browser).
 */
import { randomBytes } from 'node:crypto';

/** Crockford's alphabet: no I, L, O or U, which are misread on the phone. */
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export const FORM_REFERENCE_PATTERN = /^F-[0-9A-HJKMNP-TV-Z]{8}$/;

/** `prefix` and 8 Crockford base32 characters from 40 random bits, 5 per character. */
export function newReference(prefix: string): string {
  let bits = randomBytes(5).readUIntBE(0, 5);
  let text = '';
  for (let i = 0; i < 8; i++) {
    text = CROCKFORD[bits % 32] + text;
    bits = Math.floor(bits / 32);
  }
  return `${prefix}${text}`;
}

export const newFormReference = () => newReference('F-');

/** US phone numbers as typed in the forms: `(XXX) XXX-XXXX`, 10 digits. */

export const PHONE_DIGITS = 10;
/** Length of a complete formatted number, `(555) 010-0100`. */
export const FULL_PHONE_LENGTH = 14;

export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, PHONE_DIGITS);
}

/** Formats what has been typed so far: digits only, at most 10, masked as `(XXX) XXX-XXXX`. */
export function formatPhone(value: string): string {
  const d = phoneDigits(value);
  if (d.length === 0) return '';
  if (d.length <= 3) return `(${d}`;
  if (d.length <= 6) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}

export function isFullPhone(value: string): boolean {
  return value.length >= FULL_PHONE_LENGTH && phoneDigits(value).length === PHONE_DIGITS;
}

/** The number the text-message API expects: country code 1 followed by the 10 digits. */
export function toWhatsAppNumber(value: string): string {
  return `1${phoneDigits(value)}`;
}

/**
 * US phone numbers as typed in the forms: `(XXX) XXX-XXXX`, 10 digits. A leading `1` or `+1` is
 * the country code: no US area code starts with 0 or 1 (NANP), so a leading 1 can be nothing else,
 * even after a single key. What does not fit a US number is shown as typed, for the form to flag.
 */

export const PHONE_DIGITS = 10;

/** Digits with the separators people put in a phone number; `+` only in front. */
const PHONE_TEXT = /^\s*(\+)?[\d\s().-]*$/;
const COMPLETE_PHONE = /^\(\d{3}\) \d{3}-\d{4}$/;

/**
 * The national digits of what has been typed so far (without the country code), or undefined
 * when the text cannot become a US number: another character, another country code, an area
 * code starting with 0 or 1, more than 10 digits.
 */
export function nationalDigits(text: string): string | undefined {
  const match = PHONE_TEXT.exec(text);
  if (!match) return undefined;
  const digits = text.replace(/\D/g, '');
  const withCountryCode = digits.startsWith('1');
  if (match[1] && digits !== '' && !withCountryCode) return undefined;
  const national = withCountryCode ? digits.slice(1) : digits;
  if (national.length > PHONE_DIGITS || /^[01]/.test(national)) return undefined;
  return national;
}

function masked(d: string): string {
  if (d.length <= 3) return `(${d}`;
  if (d.length <= 6) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}

/**
 * What the box shows of what has been typed (key by key, pasted or autofilled): the national
 * digits masked as `(XXX) XXX-XXXX`; the text as typed while it holds no national digit yet
 * (`+1 `) or when it does not fit a US number.
 */
export function formatPhone(text: string): string {
  const national = nationalDigits(text);
  return national ? masked(national) : text;
}

export function isFullPhone(value: string): boolean {
  return COMPLETE_PHONE.test(value);
}

/** The number the text-message API expects: country code 1 followed by the 10 digits. */
export function toWhatsAppNumber(value: string): string {
  return `1${value.replace(/\D/g, '')}`;
}

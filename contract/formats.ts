/**
 * JSON Schema `format`s of our own, used by the browser's precompiled validators and by the
 * server's ajv alike, so a value is judged the same on both sides. Plain functions, no imports.
 */

/**
 * A US National Provider Identifier: 10 digits whose last is a Luhn check digit computed over
 * the prefix 80840 and the first 9 digits (CMS, "NPI check digit").
 */
export function isValidNpi(value: string): boolean {
  if (!/^\d{10}$/.test(value)) return false;
  const digits = `80840${value.slice(0, 9)}`;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    // Doubling starts from the rightmost digit of the prefixed number.
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  // The last `% 10` matters: a sum ending in 0 gives check digit 0, not 10.
  return (10 - (sum % 10)) % 10 === Number(value[9]);
}

const FULL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * An RFC 3339 full-date (`1948-03-15`) that is a day of the calendar, as ajv-formats' `date`
 * judges it. Ours, so a form page's validator need not carry the whole of ajv-formats (about
 * 2 KB gzip) for the one format every form with a date names.
 */
export function isFullDate(value: string): boolean {
  const parts = FULL_DATE.exec(value);
  if (!parts) return false;
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const daysInMonth = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  return daysInMonth !== undefined && day >= 1 && day <= daysInMonth;
}

/**
 * Format name → check, for `ajv.addFormat(name, check)` (after ajv-formats', which `date`
 * replaces with the same rule) and rjsf's `customFormats`.
 */
export const customFormats = {
  npi: isValidNpi,
  date: isFullDate,
} as const satisfies Record<string, (value: string) => boolean>;

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

/** Format name → check, for `ajv.addFormat(name, check)` and rjsf's `customFormats`. */
export const customFormats = {
  npi: isValidNpi,
} as const satisfies Record<string, (value: string) => boolean>;

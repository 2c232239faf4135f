/**
 * The e-mail check of the forms (spec section 5): some text, an at sign, some text, a dot and
 * some text, with no spaces anywhere. Deliberately loose: it catches typos such as a missing
 * `@` or domain, not every address a mail server would refuse.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

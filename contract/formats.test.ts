import { describe, expect, it } from 'vitest';
import { isValidNpi } from './formats.ts';

describe('isValidNpi', () => {
  it('accepts NPIs whose check digit is right, including a check digit of 0', () => {
    expect(isValidNpi('1234567893')).toBe(true);
    expect(isValidNpi('1245319599')).toBe(true);
    expect(isValidNpi('1000000004')).toBe(true);
    expect(isValidNpi('1000000020')).toBe(true);
  });

  it('refuses a wrong check digit, other lengths and non-digits', () => {
    expect(isValidNpi('1234567890')).toBe(false);
    expect(isValidNpi('123456789')).toBe(false);
    expect(isValidNpi('12345678930')).toBe(false);
    expect(isValidNpi('12345678a3')).toBe(false);
  });
});

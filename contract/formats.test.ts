import { describe, expect, it } from 'vitest';
import { fullFormats } from 'ajv-formats/dist/formats';
import { isFullDate, isValidNpi } from './formats.ts';

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

describe('isFullDate', () => {
  const samples = [
    '1948-03-15',
    '2024-02-29',
    '2000-02-29',
    '1900-02-29',
    '2023-02-29',
    '2026-04-31',
    '2026-12-31',
    '2026-13-01',
    '2026-00-10',
    '2026-01-00',
    '2026-1-5',
    '03/15/1948',
    '1948-03-15T00:00:00Z',
    ' 1948-03-15',
    '',
  ];

  it('judges a date exactly as ajv-formats does, which the server used before', () => {
    const ajvDate = fullFormats.date as { validate: (value: string) => boolean };
    for (const sample of samples) expect(isFullDate(sample), sample).toBe(ajvDate.validate(sample));
  });

  it('takes a day of the calendar, leap days included, and nothing else', () => {
    expect(samples.filter(isFullDate)).toEqual([
      '1948-03-15',
      '2024-02-29',
      '2000-02-29',
      '2026-12-31',
    ]);
  });
});

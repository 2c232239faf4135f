import { describe, expect, it } from 'vitest';
import { formatPhone, isFullPhone, toWhatsAppNumber } from './phone';

/** What the box shows after each key, as the phone widget re-formats it. */
const typedKeyByKey = (keys: string) =>
  [...keys].reduce((shown, key) => formatPhone(shown + key), '');

describe('formatPhone', () => {
  it.each([
    ['', ''],
    ['5', '(5'],
    ['555', '(555'],
    ['5550', '(555) 0'],
    ['555010', '(555) 010'],
    ['5550100', '(555) 010-0'],
    ['5550100100', '(555) 010-0100'],
    ['555.010.0100', '(555) 010-0100'],
  ])('formats %j as %j', (input, expected) => {
    expect(formatPhone(input)).toBe(expected);
  });

  it.each([
    ['+1 (305) 555-1234', '(305) 555-1234'],
    ['+13055551234', '(305) 555-1234'],
    ['13055551234', '(305) 555-1234'],
    ['1 305 555 1234', '(305) 555-1234'],
    ['1-305-555-1234', '(305) 555-1234'],
  ])('reads the leading 1 of %j, pasted or autofilled, as the country code', (input, expected) => {
    expect(formatPhone(input)).toBe(expected);
  });

  it.each(['+1 555 987 6543', '15559876543', '5559876543', '(555) 987-6543', '+15559876543'])(
    'shows %j typed key by key as (555) 987-6543',
    (keys) => {
      expect(typedKeyByKey(keys)).toBe('(555) 987-6543');
    },
  );

  it('keeps the country code as typed until the number starts', () => {
    expect(formatPhone('+')).toBe('+');
    expect(formatPhone('+1')).toBe('+1');
    expect(formatPhone('+1 ')).toBe('+1 ');
    expect(formatPhone('1')).toBe('1');
    expect(formatPhone('+1 5')).toBe('(5');
  });

  it.each([
    '+44 20 7946 0958',
    '555-010-0100 ext 2',
    '55a',
    '(555) 010-01001',
    '0555010010',
    '1 155 501 0010',
    '555+0100',
  ])('keeps %j as typed: it does not fit a US number', (input) => {
    expect(formatPhone(input)).toBe(input);
    expect(isFullPhone(formatPhone(input))).toBe(false);
  });

  it('keeps what is typed after a character that does not fit', () => {
    expect(typedKeyByKey('55a5')).toBe('(55a5');
    expect(typedKeyByKey('(555) 010-01009')).toBe('(555) 010-01009');
  });
});

describe('isFullPhone', () => {
  it('accepts only a complete number', () => {
    expect(isFullPhone('(555) 010-0100')).toBe(true);
    expect(isFullPhone('(555) 010-010')).toBe(false);
    expect(isFullPhone('(555) 010-01001')).toBe(false);
    expect(isFullPhone('')).toBe(false);
  });
});

describe('toWhatsAppNumber', () => {
  it('prefixes the country code 1', () => {
    expect(toWhatsAppNumber('(555) 010-0100')).toBe('15550100100');
  });
});

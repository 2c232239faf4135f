import { describe, expect, it } from 'vitest';
import { formatPhone, isFullPhone, toWhatsAppNumber } from './phone';

describe('formatPhone', () => {
  it.each([
    ['', ''],
    ['5', '(5'],
    ['555', '(555'],
    ['5550', '(555) 0'],
    ['555010', '(555) 010'],
    ['5550100', '(555) 010-0'],
    ['5550100100', '(555) 010-0100'],
    ['55501001009999', '(555) 010-0100'],
    ['(555) abc 010-0100', '(555) 010-0100'],
  ])('formats %j as %j', (input, expected) => {
    expect(formatPhone(input)).toBe(expected);
  });
});

describe('isFullPhone', () => {
  it('accepts only a complete number', () => {
    expect(isFullPhone('(555) 010-0100')).toBe(true);
    expect(isFullPhone('(555) 010-010')).toBe(false);
    expect(isFullPhone('')).toBe(false);
  });
});

describe('toWhatsAppNumber', () => {
  it('prefixes the country code 1', () => {
    expect(toWhatsAppNumber('(555) 010-0100')).toBe('15550100100');
  });
});

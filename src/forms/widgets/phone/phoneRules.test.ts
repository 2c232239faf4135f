import { describe, expect, it } from 'vitest';
import { maskedPhone } from './phoneRules';

/** The value stored after each key, as the box shows it (an undefined value shows nothing). */
const typedKeyByKey = (keys: string) =>
  [...keys].reduce<string | undefined>((value, key) => maskedPhone((value ?? '') + key), '');

describe('phone rules', () => {
  it('masks digits as (XXX) XXX-XXXX while typing', () => {
    expect(maskedPhone('5')).toBe('(5');
    expect(maskedPhone('5550')).toBe('(555) 0');
    expect(maskedPhone('555-010 0100')).toBe('(555) 010-0100');
  });

  it('reads +1 or 1 in front as the country code, typed key by key or pasted', () => {
    expect(typedKeyByKey('+1 555 987 6543')).toBe('(555) 987-6543');
    expect(typedKeyByKey('15559876543')).toBe('(555) 987-6543');
    expect(maskedPhone('+1 (305) 555-1234')).toBe('(305) 555-1234');
  });

  it('keeps a partial number as typed (the schema pattern flags it)', () => {
    expect(maskedPhone('555010010')).toBe('(555) 010-010');
  });

  it('keeps what does not fit a US number as typed (the schema pattern flags it)', () => {
    expect(typedKeyByKey('55a5-0100')).toBe('(55a5-0100');
    expect(maskedPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958');
    expect(maskedPhone('555010010099')).toBe('555010010099');
  });

  it('stores nothing for an empty box', () => {
    expect(maskedPhone('')).toBeUndefined();
    expect(maskedPhone('  ')).toBeUndefined();
  });
});

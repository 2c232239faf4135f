import { describe, expect, it } from 'vitest';
import { maskedPhone } from './phoneRules';

describe('phone rules', () => {
  it('masks digits as (XXX) XXX-XXXX while typing, dropping other characters', () => {
    expect(maskedPhone('5')).toBe('(5');
    expect(maskedPhone('5550')).toBe('(555) 0');
    expect(maskedPhone('555-010 01a00')).toBe('(555) 010-0100');
    expect(maskedPhone('555010010099')).toBe('(555) 010-0100');
    expect(maskedPhone('abc')).toBeUndefined();
  });

  it('keeps a partial number as typed (the schema pattern flags it)', () => {
    expect(maskedPhone('555010010')).toBe('(555) 010-010');
  });
});

import { describe, expect, it } from 'vitest';
import { capLabel, maskedPhone, parseQuantity, phoneOnLeave } from './inputRules';

describe('phone rules', () => {
  it('masks digits as (XXX) XXX-XXXX while typing, dropping other characters', () => {
    expect(maskedPhone('5')).toBe('(5');
    expect(maskedPhone('5550')).toBe('(555) 0');
    expect(maskedPhone('555-010 01a00')).toBe('(555) 010-0100');
    expect(maskedPhone('555010010099')).toBe('(555) 010-0100');
    expect(maskedPhone('abc')).toBeUndefined();
  });

  it('keeps only a complete number on leaving the field', () => {
    expect(phoneOnLeave('(555) 010-0100')).toBe('(555) 010-0100');
    expect(phoneOnLeave('(555) 010-010')).toBeUndefined();
    expect(phoneOnLeave('')).toBeUndefined();
    expect(phoneOnLeave(undefined)).toBeUndefined();
  });
});

describe('quantity rules', () => {
  it('accepts whole numbers from 0 up to the cap', () => {
    expect(parseQuantity('12', 300)).toBe(12);
    expect(parseQuantity('0', 300)).toBe(0);
    expect(parseQuantity('450', 300)).toBe(300);
    expect(parseQuantity('-3.5', 300)).toBe(35);
    expect(parseQuantity('x', 300)).toBeUndefined();
    expect(parseQuantity('', 2)).toBeUndefined();
    expect(parseQuantity('999')).toBe(999);
  });

  it('prints the ui.json cap label, else max <maximum>, or nothing', () => {
    expect(capLabel('1 box', 1)).toBe('1 box');
    expect(capLabel(undefined, 300)).toBe('max 300');
    expect(capLabel('', 99)).toBeUndefined();
    expect(capLabel(undefined, undefined)).toBeUndefined();
  });
});

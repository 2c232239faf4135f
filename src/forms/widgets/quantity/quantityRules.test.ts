import { describe, expect, it } from 'vitest';
import { capLabel, parseQuantity, quantityMaxLength } from './quantityRules';

describe('quantity rules', () => {
  it('reads whole numbers and keeps one above the cap as typed', () => {
    expect(parseQuantity('12')).toBe(12);
    expect(parseQuantity('0')).toBe(0);
    expect(parseQuantity('450')).toBe(450);
    expect(parseQuantity('-3.5')).toBe(35);
    expect(parseQuantity('x')).toBeUndefined();
    expect(parseQuantity('')).toBeUndefined();
  });

  it('leaves room for a number one digit longer than the cap', () => {
    expect(quantityMaxLength(5)).toBe(2);
    expect(quantityMaxLength(300)).toBe(4);
    expect(quantityMaxLength(undefined)).toBe(4);
  });

  it('prints the ui.json cap label, else max <maximum>, or nothing', () => {
    expect(capLabel('1 box', 1)).toBe('1 box');
    expect(capLabel(undefined, 300)).toBe('max 300');
    expect(capLabel('', 99)).toBeUndefined();
    expect(capLabel(undefined, undefined)).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { limitNote } from './BaseInputTemplate';

describe('limitNote', () => {
  it('speaks up only once the text reaches its limit', () => {
    expect(limitNote('x'.repeat(49), 50)).toBe('');
    expect(limitNote('x'.repeat(50), 50)).toBe('50 of 50 characters');
    expect(limitNote(undefined, 50)).toBe('');
    expect(limitNote('abc', undefined)).toBe('');
  });
});

describe('limitNote in Spanish', () => {
  it('reads in the words it is given', () => {
    expect(limitNote('x'.repeat(5), 5, '{length} de {limit} caracteres')).toBe('5 de 5 caracteres');
  });
});

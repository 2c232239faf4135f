import { describe, expect, it } from 'vitest';
import { webcrypto } from 'node:crypto';
import {
  CROCKFORD_ALPHABET,
  FORM_REFERENCE_PATTERN,
  isOrderId,
  newReference,
  ORDER_ID_PATTERN,
  type RandomFill,
} from './references.ts';

const cryptoFill: RandomFill = (bytes) => webcrypto.getRandomValues(bytes);
const newOrderId = (fill = cryptoFill) => newReference('RX-', fill);

describe('references', () => {
  it('is RX- and 8 Crockford base32 characters', () => {
    for (let i = 0; i < 200; i++) expect(newOrderId()).toMatch(ORDER_ID_PATTERN);
  });

  it('spends 5 random bits per character, most significant first', () => {
    const fixed = (bytes: Uint8Array<ArrayBuffer>) => {
      // 00000 00001 00010 00011 00100 11111 11110 00000, regrouped into bytes.
      const bits = '0000000001000100001100100111111111000000';
      bytes.set(bits.match(/.{8}/g)!.map((byte) => parseInt(byte, 2)));
      return bytes;
    };
    expect(newOrderId(fixed)).toBe('RX-01234ZY0');
  });

  it('never uses the easily misread letters I, L, O and U', () => {
    expect(CROCKFORD_ALPHABET).toHaveLength(32);
    expect(CROCKFORD_ALPHABET).not.toMatch(/[ILOU]/);
    expect(isOrderId('RX-7K3M9QXA')).toBe(true);
    expect(isOrderId('RX-7K3M9QXI')).toBe(false);
    expect(isOrderId('RX-7K3M9QX')).toBe(false);
    expect(isOrderId(42)).toBe(false);
  });

  it('makes form references of the same kind', () => {
    expect(newReference('F-', cryptoFill)).toMatch(FORM_REFERENCE_PATTERN);
  });

  it('differs from one order to the next', () => {
    const ids = new Set(Array.from({ length: 1000 }, () => newOrderId()));
    expect(ids.size).toBe(1000);
  });
});

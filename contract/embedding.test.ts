import { describe, expect, it } from 'vitest';
import { isTrustedOrigin, parseParentMessage } from './embedding.ts';

describe('parseParentMessage', () => {
  it('accepts checkOut, ignoring extra keys', () => {
    expect(parseParentMessage({ action: 'checkOut' })).toEqual({ action: 'checkOut' });
    expect(parseParentMessage({ action: 'checkOut', cartId: 7 })).toEqual({ action: 'checkOut' });
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['a string', 'checkOut'],
    ['JSON text', '{"action":"checkOut"}'],
    ['a number', 42],
    ['an array', ['checkOut']],
    ['an array with an action key', Object.assign(['x'], { action: 'checkOut' })],
    ['the wrong case', { action: 'checkout' }],
    ['padding', { action: ' checkOut' }],
    ['no action', { type: 'checkOut' }],
    ['a form message', { action: 'orderRxFormData' }],
    ['a non-string action', { action: ['checkOut'] }],
  ])('rejects %s', (_label, data) => {
    expect(parseParentMessage(data)).toBeNull();
  });
});

describe('isTrustedOrigin', () => {
  const trusted = ['https://shop.example.com', 'http://localhost:5173'];

  it('trusts exact matches', () => {
    expect(isTrustedOrigin('https://shop.example.com', trusted)).toBe(true);
    expect(isTrustedOrigin('http://localhost:5173', trusted)).toBe(true);
  });

  it.each([
    'https://shop.example.com.evil.com',
    'https://evil-shop.example.com',
    'https://evilshop.example.com',
    'https://sub.shop.example.com',
    'http://shop.example.com',
    'https://shop.example.com/',
    'https://shop.example.com:443',
    'https://shop.example.com:8443',
    'HTTPS://SHOP.EXAMPLE.COM',
    'http://localhost:5174',
    'http://localhost',
    'http://127.0.0.1:5173',
    '',
    '*',
  ])('does not trust %s', (origin) => {
    expect(isTrustedOrigin(origin, trusted)).toBe(false);
  });

  it('never trusts the opaque origin, even if listed', () => {
    expect(isTrustedOrigin('null', ['null'])).toBe(false);
  });

  it('trusts nothing when the list is empty', () => {
    expect(isTrustedOrigin('https://shop.example.com', [])).toBe(false);
  });
});

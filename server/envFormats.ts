/**
 * The formats a setting's value may be declared with (`format` in a concern's settings schema),
 * each with its check and what a value must be, for the message when it is not.
 */
import { parseKey } from './storage/encryption';

/** `scheme://host[:port]` with no path, query or trailing slash. */
export function isExactOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value;
  } catch {
    return false;
  }
}

export const splitList = (value: string): string[] =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

const urlWith =
  (...protocols: string[]) =>
  (value: string): boolean => {
    try {
      return protocols.includes(new URL(value).protocol);
    } catch {
      return false;
    }
  };

export const envFormats = {
  'e-mail': { check: (v: string) => /^[^\s@<>]+@[^\s@<>]+$/.test(v), is: 'an e-mail address' },
  'e-mail-sender': {
    check: (v: string) => /^(?:[^<>]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/.test(v),
    is: 'an e-mail address or "Name <address>"',
  },
  'http-url': { check: urlWith('http:', 'https:'), is: 'a URL starting with http:// or https://' },
  'smtp-url': { check: urlWith('smtp:', 'smtps:'), is: 'a URL starting with smtp:// or smtps://' },
  'postgres-url': {
    check: urlWith('postgres:', 'postgresql:'),
    is: 'a URL starting with postgres:// or postgresql://',
  },
  origin: { check: isExactOrigin, is: 'an exact origin such as https://forms.example.com' },
  'origin-list': {
    check: (v: string) => splitList(v).every(isExactOrigin),
    is: 'exact origins such as https://shop.example.com (scheme://host[:port], no path or trailing slash), separated by commas',
  },
  'key-256': {
    check: (v: string) => parseKey(v) !== undefined,
    is: '64 hex characters or base64 of 32 bytes',
  },
} as const;

export type EnvFormat = keyof typeof envFormats;

import { describe, expect, it } from 'vitest';
import schema from '../../../schemas/consent/schema.json';
import { EMAIL_PATTERN, isEmail } from './email';

describe('isEmail', () => {
  it.each(['a@b.c', 'jane.doe@example.com', 'j+tag@mail.example.org', 'x@y.co.uk'])(
    'accepts %s',
    (value) => expect(isEmail(value)).toBe(true),
  );

  it.each([
    '',
    'jane',
    'jane@',
    '@example.com',
    'jane@example',
    'jane@example.',
    'jane@.com',
    'jane doe@example.com',
    'jane@exa mple.com',
    ' jane@example.com',
    'jane@example.com ',
    'jane@@example.com',
  ])('rejects %j', (value) => expect(isEmail(value)).toBe(false));

  it('is the pattern the consent schema validates with', () => {
    expect(new RegExp(schema.properties.email.pattern).source).toBe(EMAIL_PATTERN.source);
  });
});

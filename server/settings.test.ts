// @vitest-environment node
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSettings, SettingsError } from './settings';

describe('loadSettings', () => {
  it('has working defaults', () => {
    const settings = loadSettings({}, '/srv/rx');
    expect(settings).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      siteDir: path.resolve('/srv/rx/dist'),
      dataDir: path.resolve('/srv/rx/data'),
      outboxDir: path.resolve('/srv/rx/outbox'),
      orderEmailTo: 'orders@example.com',
      smtpUrl: undefined,
      trustedOrigins: [],
      whatsAppClientId: 'rx-forms',
      emailApiUrl: '',
      rateLimitMax: 30,
      rateLimitWindowMs: 60_000,
      cspAllowEval: false,
      trustProxy: false,
    });
  });

  it('reads lists, URLs and switches', () => {
    const settings = loadSettings({
      TRUSTED_ORIGINS: ' https://shop.example.com , http://localhost:5173 ',
      SMTP_URL: 'smtps://user:pass@mail.example.com',
      CSP_ALLOW_EVAL: 'true',
      ORDER_FORM_ACTIONS: 'hide',
    });
    expect(settings.trustedOrigins).toEqual(['https://shop.example.com', 'http://localhost:5173']);
    expect(settings.smtpUrl).toBe('smtps://user:pass@mail.example.com');
    expect(settings.cspAllowEval).toBe(true);
    expect(settings.orderFormActions).toBe('hide');
  });

  it('reports every wrong setting at once, without echoing secrets', () => {
    let error: unknown;
    try {
      loadSettings({
        PORT: 'eighty',
        TRUSTED_ORIGINS: 'https://shop.example.com/',
        SMTP_URL: 'http://user:secret@mail.example.com',
        ORDER_EMAIL_TO: 'nobody',
        RATE_LIMIT_MAX: '0',
        LOG_LEVEL: 'loud',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(SettingsError);
    const problems = (error as SettingsError).problems;
    expect(problems).toEqual([
      'PORT must be a whole number from 0 to 65535 (got "eighty")',
      'ORDER_EMAIL_TO must be an e-mail address (got "nobody")',
      'SMTP_URL must be a URL starting with smtp:// or smtps:// (got "(hidden)")',
      'TRUSTED_ORIGINS: "https://shop.example.com/" is not an exact origin such as https://shop.example.com (scheme://host[:port], no path or trailing slash)',
      'RATE_LIMIT_MAX must be a whole number from 1 to 1000000 (got "0")',
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
    ]);
    expect((error as Error).message).not.toContain('secret');
  });
});

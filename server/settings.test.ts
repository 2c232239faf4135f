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
      'TRUSTED_ORIGINS must be exact origins such as https://shop.example.com (scheme://host[:port], no path or trailing slash), separated by commas (got "https://shop.example.com/")',
      'RATE_LIMIT_MAX must be a whole number from 1 to 1000000 (got "0")',
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
      'ORDER_EMAIL_TO must be an e-mail address (got "nobody")',
      'SMTP_URL must be a URL starting with smtp:// or smtps:// (got "(hidden)")',
    ]);
    expect((error as Error).message).not.toContain('secret');
  });

  it('has bounded SMTP steps and a delivery queue on SQLite by default', () => {
    const settings = loadSettings({});
    expect(settings.databaseUrl).toBeUndefined();
    expect(settings.orderEncryptionKey).toBeUndefined();
    expect(settings.smtpTimeouts).toEqual({
      connectionTimeoutMs: 10_000,
      greetingTimeoutMs: 10_000,
      socketTimeoutMs: 30_000,
    });
    expect(settings.deliveryTiming).toEqual({
      answerWithinMs: 3_000,
      attemptTimeoutMs: 120_000,
      pollIntervalMs: 1_000,
      leaseMs: 15_000,
      retryFirstMs: 30_000,
      retryMaxMs: 3_600_000,
      giveUpAfterMs: 24 * 3_600_000,
      retentionMs: 7 * 24 * 3_600_000,
    });
  });

  it('reads PostgreSQL, the encryption key and the delivery settings', () => {
    const key = 'ab'.repeat(32);
    const settings = loadSettings({
      DATABASE_URL: 'postgres://rx:pw@db.internal:5432/rx',
      ORDER_ENCRYPTION_KEY: key,
      ORDER_RETENTION_DAYS: '30',
      DELIVERY_WAIT_MS: '1500',
      DELIVERY_GIVE_UP_HOURS: '48',
      SMTP_SOCKET_TIMEOUT_MS: '5000',
    });
    expect(settings.databaseUrl).toBe('postgres://rx:pw@db.internal:5432/rx');
    expect(settings.orderEncryptionKey).toEqual(Buffer.from(key, 'hex'));
    expect(settings.deliveryTiming).toMatchObject({
      answerWithinMs: 1_500,
      giveUpAfterMs: 48 * 3_600_000,
      retentionMs: 30 * 24 * 3_600_000,
    });
    expect(settings.smtpTimeouts.socketTimeoutMs).toBe(5_000);
  });

  it('refuses unsafe or incomplete delivery settings, without echoing secrets', () => {
    let error: unknown;
    try {
      loadSettings({
        DATABASE_URL: 'mysql://rx:secret@db/rx',
        ORDER_ENCRYPTION_KEY: 'secret',
        DELIVERY_WAIT_MS: '10000',
        SMTP_URL: 'smtps://mail.example.com?tls.rejectUnauthorized=false',
      });
    } catch (caught) {
      error = caught;
    }
    expect((error as SettingsError).problems).toEqual([
      'DELIVERY_WAIT_MS must be a whole number from 0 to 9000 (got "10000")',
      'DATABASE_URL must be a URL starting with postgres:// or postgresql:// (got "(hidden)")',
      'ORDER_ENCRYPTION_KEY must be 64 hex characters or base64 of 32 bytes (got "(hidden)")',
      "SMTP_URL must not turn off certificate checks (tls.rejectUnauthorized); install the server's CA certificate instead",
    ]);
    expect((error as Error).message).not.toContain('secret');
    expect(() => loadSettings({ DATABASE_URL: 'postgres://db/rx' })).toThrow(
      /ORDER_ENCRYPTION_KEY is required with DATABASE_URL/,
    );
  });
});

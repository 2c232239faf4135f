/**
 * Server settings, read from environment variables (README, "API server").
 * Every problem is collected so a misconfigured server stops at start with one clear list.
 */
import path from 'node:path';
import type { OrderFormActions } from '../contract/config';
import type { DeliveryTiming } from './delivery/durableDeliveries';
import type { SmtpTimeouts } from './delivery/senders';
import { parseKey } from './storage/encryption';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface Settings {
  port: number;
  host: string;
  /** Absolute path of the built site served at `/`. */
  siteDir: string;
  /** Absolute path of the folder holding the consent database. */
  dataDir: string;
  /** Absolute path where e-mails (.eml) and text messages (.json) go when no SMTP/provider is set. */
  outboxDir: string;
  orderEmailTo: string;
  orderEmailFrom: string;
  /** `smtp://` or `smtps://` URL; absent: e-mails are written into the outbox. */
  smtpUrl?: string;
  smtpTimeouts: SmtpTimeouts;
  /** `postgres://` URL; absent: consents and the order queue are SQLite files in `dataDir`. */
  databaseUrl?: string;
  /** AES-256 key sealing stored orders; absent: a key file in `dataDir` (made on first start). */
  orderEncryptionKey?: Buffer;
  deliveryTiming: DeliveryTiming;
  /** Exact origins allowed to embed the site, call the API cross-origin, and talk to the form. */
  trustedOrigins: string[];
  /** API base URLs written into /config.json; `""` (or `"/"` for consents) means this server. */
  emailApiUrl: string;
  whatsAppApiUrl: string;
  consentApiUrl: string;
  whatsAppClientId: string;
  whatsAppProviderUrl?: string;
  whatsAppProviderToken?: string;
  whatsAppProviderTimeoutMs: number;
  /** Overrides for the presentation keys of /config.json; unset ones come from SITE_DIR/config.json. */
  company: Partial<Record<'name' | 'phone' | 'fax' | 'email' | 'website', string>>;
  notice?: { message: string; color: string };
  orderFormActions?: OrderFormActions;
  rateLimitMax: number;
  rateLimitWindowMs: number;
  /** Adds 'unsafe-eval' to script-src. Off: the form validators are precompiled at build time. */
  cspAllowEval: boolean;
  trustProxy: boolean;
  logLevel: LogLevel;
  /** Absolute path of the forms folder (forms.json and one folder per form), read at start-up. */
  schemasDir: string;
  /** The site's own origin (`https://forms.example.com`); set: requests for another Host are refused. */
  publicOrigin?: string;
  /** Request-body bytes all requests together may hold at once; past it: 503 with Retry-After. */
  maxBodyBytesInFlight: number;
  /** Longest wait for the next bytes of a request body before the request is cut with 408. */
  requestTimeoutMs: number;
}

export class SettingsError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid server settings:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'SettingsError';
  }
}

type Env = Record<string, string | undefined>;

const LOG_LEVELS: readonly LogLevel[] = [
  'fatal',
  'error',
  'warn',
  'info',
  'debug',
  'trace',
  'silent',
];
const ORDER_FORM_ACTIONS: readonly OrderFormActions[] = ['auto', 'show', 'hide'];
const EMAIL_ADDRESS = /^[^\s@<>]+@[^\s@<>]+$/;
/** A bare address or `Display Name <address>`. */
const EMAIL_SENDER = /^(?:[^<>]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/;

/** Reads one variable at a time, recording what is wrong instead of throwing. */
class EnvReader {
  readonly problems: string[] = [];

  constructor(private readonly env: Env) {}

  text(name: string, fallback: string): string {
    return this.optional(name) ?? fallback;
  }

  optional(name: string): string | undefined {
    const value = this.env[name]?.trim();
    return value ? value : undefined;
  }

  integer(name: string, fallback: number, min: number, max: number): number {
    const raw = this.optional(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      return this.fail(name, `a whole number from ${min} to ${max}`, raw, fallback);
    }
    return value;
  }

  boolean(name: string, fallback: boolean): boolean {
    const raw = this.optional(name)?.toLowerCase();
    if (raw === undefined) return fallback;
    if (['true', '1', 'yes'].includes(raw)) return true;
    if (['false', '0', 'no'].includes(raw)) return false;
    return this.fail(name, '"true" or "false"', raw, fallback);
  }

  oneOf<T extends string>(name: string, allowed: readonly T[]): T | undefined {
    const raw = this.optional(name);
    if (raw === undefined || (allowed as readonly string[]).includes(raw)) return raw as T;
    return this.fail(name, `one of ${allowed.join(', ')}`, raw, undefined);
  }

  matching(name: string, fallback: string, pattern: RegExp, expected: string): string {
    const raw = this.optional(name);
    if (raw === undefined) return fallback;
    return pattern.test(raw) ? raw : this.fail(name, expected, raw, fallback);
  }

  url(name: string, protocols: readonly string[]): string | undefined {
    const raw = this.optional(name);
    if (raw === undefined) return undefined;
    try {
      if (protocols.includes(new URL(raw).protocol)) return raw;
    } catch {
      // reported below
    }
    return this.fail(
      name,
      `a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`,
      '(hidden)',
      undefined,
    );
  }

  origins(name: string): string[] {
    const raw = this.optional(name);
    if (raw === undefined) return [];
    const items = raw
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
    const bad = items.filter((item) => !isExactOrigin(item));
    if (bad.length > 0) {
      this.problems.push(
        `${name}: ${bad.map((b) => `"${b}"`).join(', ')} is not an exact origin such as https://shop.example.com (scheme://host[:port], no path or trailing slash)`,
      );
    }
    return items.filter(isExactOrigin);
  }

  origin(name: string): string | undefined {
    const raw = this.optional(name);
    if (raw === undefined || isExactOrigin(raw)) return raw;
    return this.fail(name, 'an exact origin such as https://forms.example.com', raw, undefined);
  }

  /** A 256-bit key; its value is never echoed. */
  key(name: string): Buffer | undefined {
    const raw = this.optional(name);
    if (raw === undefined) return undefined;
    return (
      parseKey(raw) ??
      this.fail(name, '64 hex characters or base64 of 32 bytes', '(hidden)', undefined)
    );
  }

  private fail<T>(name: string, expected: string, got: string, fallback: T): T {
    this.problems.push(`${name} must be ${expected} (got "${got}")`);
    return fallback;
  }
}

export function isExactOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value;
  } catch {
    return false;
  }
}

/** Builds the settings from `env` (normally `process.env`); relative paths resolve against `cwd`. */
const SECOND = 1000;
const HOUR = 3600 * SECOND;
const DAY = 24 * HOUR;

function readSmtpTimeouts(read: EnvReader): SmtpTimeouts {
  return {
    connectionTimeoutMs: read.integer('SMTP_CONNECTION_TIMEOUT_MS', 10 * SECOND, 100, 300 * SECOND),
    greetingTimeoutMs: read.integer('SMTP_GREETING_TIMEOUT_MS', 10 * SECOND, 100, 300 * SECOND),
    socketTimeoutMs: read.integer('SMTP_SOCKET_TIMEOUT_MS', 30 * SECOND, 100, 600 * SECOND),
  };
}

function readDeliveryTiming(read: EnvReader): DeliveryTiming {
  return {
    // Below 10 s: the order answer must come within 10 s whatever SMTP does.
    answerWithinMs: read.integer('DELIVERY_WAIT_MS', 3 * SECOND, 0, 9 * SECOND),
    attemptTimeoutMs: read.integer('DELIVERY_ATTEMPT_TIMEOUT_MS', 120 * SECOND, 1 * SECOND, HOUR),
    pollIntervalMs: read.integer('DELIVERY_POLL_MS', 1 * SECOND, 50, 60 * SECOND),
    retryFirstMs: read.integer('DELIVERY_RETRY_FIRST_MS', 30 * SECOND, 100, HOUR),
    retryMaxMs: read.integer('DELIVERY_RETRY_MAX_MS', HOUR, 100, 6 * HOUR),
    giveUpAfterMs: read.integer('DELIVERY_GIVE_UP_HOURS', 24, 1, 24 * 30) * HOUR,
    retentionMs: read.integer('ORDER_RETENTION_DAYS', 7, 0, 3650) * DAY,
  };
}

/** nodemailer reads TLS options from the URL's query; certificate checks stay on regardless. */
function refuseUncheckedTls(read: EnvReader, smtpUrl: string | undefined): void {
  if (smtpUrl && /rejectUnauthorized/i.test(new URL(smtpUrl).search)) {
    read.problems.push(
      "SMTP_URL must not turn off certificate checks (tls.rejectUnauthorized); install the server's CA certificate instead",
    );
  }
}

export function loadSettings(env: Env, cwd: string = process.cwd()): Settings {
  const read = new EnvReader(env);
  const dir = (name: string, fallback: string) => path.resolve(cwd, read.text(name, fallback));
  const apiBase = (name: string) => read.url(name, ['http:', 'https:']) ?? '';
  const noticeMessage = read.optional('NOTICE_MESSAGE');

  const settings: Settings = {
    port: read.integer('PORT', 8080, 0, 65535),
    host: read.text('HOST', '127.0.0.1'),
    siteDir: dir('SITE_DIR', 'dist'),
    dataDir: dir('DATA_DIR', 'data'),
    outboxDir: dir('OUTBOX_DIR', 'outbox'),
    orderEmailTo: read.matching(
      'ORDER_EMAIL_TO',
      'orders@example.com',
      EMAIL_ADDRESS,
      'an e-mail address',
    ),
    orderEmailFrom: read.matching(
      'ORDER_EMAIL_FROM',
      'Rx Forms <rx-forms@example.com>',
      EMAIL_SENDER,
      'an e-mail address or "Name <address>"',
    ),
    smtpUrl: read.url('SMTP_URL', ['smtp:', 'smtps:']),
    smtpTimeouts: readSmtpTimeouts(read),
    databaseUrl: read.url('DATABASE_URL', ['postgres:', 'postgresql:']),
    orderEncryptionKey: read.key('ORDER_ENCRYPTION_KEY'),
    deliveryTiming: readDeliveryTiming(read),
    trustedOrigins: read.origins('TRUSTED_ORIGINS'),
    emailApiUrl: apiBase('EMAIL_API_URL'),
    whatsAppApiUrl: apiBase('WHATSAPP_API_URL'),
    consentApiUrl: apiBase('CONSENT_API_URL'),
    whatsAppClientId: read.text('WHATSAPP_CLIENT_ID', 'rx-forms'),
    whatsAppProviderUrl: read.url('WHATSAPP_PROVIDER_URL', ['http:', 'https:']),
    whatsAppProviderToken: read.optional('WHATSAPP_PROVIDER_TOKEN'),
    whatsAppProviderTimeoutMs: read.integer('WHATSAPP_PROVIDER_TIMEOUT_MS', 10_000, 100, 120_000),
    company: {
      name: read.optional('COMPANY_NAME'),
      phone: read.optional('COMPANY_PHONE'),
      fax: read.optional('COMPANY_FAX'),
      email: read.optional('COMPANY_EMAIL'),
      website: read.optional('COMPANY_WEBSITE'),
    },
    notice: noticeMessage
      ? { message: noticeMessage, color: read.text('NOTICE_COLOR', '#0b5394') }
      : undefined,
    orderFormActions: read.oneOf('ORDER_FORM_ACTIONS', ORDER_FORM_ACTIONS),
    rateLimitMax: read.integer('RATE_LIMIT_MAX', 30, 1, 1_000_000),
    rateLimitWindowMs: read.integer('RATE_LIMIT_WINDOW_MS', 60_000, 100, 86_400_000),
    cspAllowEval: read.boolean('CSP_ALLOW_EVAL', false),
    trustProxy: read.boolean('TRUST_PROXY', false),
    logLevel: read.oneOf('LOG_LEVEL', LOG_LEVELS) ?? 'info',
    schemasDir: dir('SCHEMAS_DIR', 'schemas'),
    publicOrigin: read.origin('PUBLIC_ORIGIN'),
    maxBodyBytesInFlight: read.integer(
      'MAX_BODY_BYTES_IN_FLIGHT',
      32 * 1024 * 1024,
      1024 * 1024,
      8 * 1024 * 1024 * 1024,
    ),
    requestTimeoutMs: read.integer('REQUEST_TIMEOUT_MS', 20_000, 1_000, 30_000),
  };
  refuseUncheckedTls(read, settings.smtpUrl);
  if (settings.databaseUrl && !env.ORDER_ENCRYPTION_KEY?.trim()) {
    read.problems.push(
      'ORDER_ENCRYPTION_KEY is required with DATABASE_URL: every server process must seal and open stored orders with the same key',
    );
  }
  if (read.problems.length > 0) throw new SettingsError(read.problems);
  return settings;
}

/**
 * Server settings, read from environment variables (README, "API server").
 * Every problem is collected so a misconfigured server stops at start with one clear list.
 */
import path from 'node:path';
import type { OrderFormActions } from '../src/lib/config/config';

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
  };
  if (read.problems.length > 0) throw new SettingsError(read.problems);
  return settings;
}

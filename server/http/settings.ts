/** Settings of the HTTP layer: where the server listens and what every request is held to. */
import { splitList } from '../envFormats';
import type { EnvValues } from '../envValues';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
const LOG_LEVELS: readonly LogLevel[] = [
  'fatal',
  'error',
  'warn',
  'info',
  'debug',
  'trace',
  'silent',
];

export const httpEnv = {
  type: 'object',
  properties: {
    PORT: {
      type: 'integer',
      minimum: 0,
      maximum: 65535,
      default: 8080,
      description: 'port the server listens on',
    },
    HOST: {
      type: 'string',
      default: '127.0.0.1',
      description: 'address the server listens on; `0.0.0.0` for all',
    },
    TRUSTED_ORIGINS: {
      type: 'string',
      format: 'origin-list',
      description:
        'comma-separated exact origins allowed to embed the site, call the API from their pages and talk to the order form (the shop)',
    },
    PUBLIC_ORIGIN: {
      type: 'string',
      format: 'origin',
      description:
        "the site's own origin (`https://forms.example.com`); when set, requests for another `Host` are refused",
    },
    TRUST_PROXY: {
      type: 'boolean',
      default: false,
      description: 'take the client address from `X-Forwarded-For` (behind a load balancer)',
    },
    RATE_LIMIT_MAX: {
      type: 'integer',
      minimum: 1,
      maximum: 1_000_000,
      default: 30,
      description: 'requests one client may make to each API endpoint per window',
    },
    RATE_LIMIT_WINDOW_MS: {
      type: 'integer',
      minimum: 100,
      maximum: 86_400_000,
      default: 60_000,
      description: 'the rate-limit window',
    },
    CSP_ALLOW_EVAL: {
      type: 'boolean',
      default: false,
      description:
        "adds `'unsafe-eval'` to the Content-Security-Policy (not needed: the validators are precompiled)",
    },
    MAX_BODY_BYTES_IN_FLIGHT: {
      type: 'integer',
      minimum: 1024 * 1024,
      maximum: 8 * 1024 * 1024 * 1024,
      default: 32 * 1024 * 1024,
      description:
        'request-body bytes all requests together may hold at once; past it: 503 with `Retry-After`',
    },
    REQUEST_TIMEOUT_MS: {
      type: 'integer',
      minimum: 1_000,
      maximum: 30_000,
      default: 20_000,
      description: 'longest wait for the next bytes of a request body before it is cut with 408',
    },
    LOG_LEVEL: {
      type: 'string',
      enum: LOG_LEVELS,
      default: 'info',
      description: 'how much the JSON log says (no patient data at any level)',
    },
  },
} as const;

export function httpSettings(env: EnvValues<typeof httpEnv>) {
  return {
    port: env.PORT,
    host: env.HOST,
    /** Exact origins allowed to embed the site, call the API cross-origin, and talk to the form. */
    trustedOrigins: env.TRUSTED_ORIGINS ? splitList(env.TRUSTED_ORIGINS) : [],
    /** The site's own origin; set: requests for another Host are refused. */
    publicOrigin: env.PUBLIC_ORIGIN,
    trustProxy: env.TRUST_PROXY,
    rateLimitMax: env.RATE_LIMIT_MAX,
    rateLimitWindowMs: env.RATE_LIMIT_WINDOW_MS,
    /** Adds 'unsafe-eval' to script-src. Off: the form validators are precompiled at build time. */
    cspAllowEval: env.CSP_ALLOW_EVAL,
    maxBodyBytesInFlight: env.MAX_BODY_BYTES_IN_FLIGHT,
    requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
    logLevel: env.LOG_LEVEL,
  };
}

/** Settings of signing by the practitioner: how long a link lasts, where it points, guessing. */
import type { EnvValues } from '../envValues';

const DAY = 24 * 3600 * 1000;

export const signingEnv = {
  type: 'object',
  properties: {
    SIGNING_LINK_DAYS: {
      type: 'integer',
      minimum: 1,
      maximum: 60,
      default: 7,
      description:
        "how long a practitioner's signing link works; an order not signed by then is purged",
    },
    SIGNING_PAGE_URL: {
      type: 'string',
      format: 'http-url',
      description: "the practitioner's page that signing links open (the token follows after `#`)",
      unset: 'PUBLIC_ORIGIN (or the address the order was sent to) and `/sign`',
    },
    SIGNING_ATTEMPTS_PER_MINUTE: {
      type: 'integer',
      minimum: 1,
      maximum: 10_000,
      default: 30,
      description:
        'requests one address may make per minute to the signing links and status pages (guessing)',
    },
  },
} as const;

export function signingSettings(env: EnvValues<typeof signingEnv>) {
  return {
    signingLinkLifetimeMs: env.SIGNING_LINK_DAYS * DAY,
    signingPageUrl: env.SIGNING_PAGE_URL,
    signingAttemptsPerMinute: env.SIGNING_ATTEMPTS_PER_MINUTE,
  };
}

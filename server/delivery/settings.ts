/** Settings of the delivery: SMTP or the outbox, and the queue's timing. */
import path from 'node:path';
import type { EnvValues } from '../envValues';
import type { DeliveryTiming } from './durableDeliveries';
import type { SmtpTimeouts } from './senders';

const SECOND = 1000;
const HOUR = 3600 * SECOND;
const DAY = 24 * HOUR;

const ms = (minimum: number, maximum: number, defaultValue: number, description: string) =>
  ({ type: 'integer', minimum, maximum, default: defaultValue, description }) as const;

export const deliveryEnv = {
  type: 'object',
  properties: {
    SMTP_URL: {
      type: 'string',
      format: 'smtp-url',
      secret: true,
      description: '`smtp://` or `smtps://` URL of the mail server, credentials in it',
      unset: '.eml files in OUTBOX_DIR',
    },
    SMTP_TLS: {
      type: 'string',
      enum: ['auto', 'required', 'off'],
      default: 'auto',
      description:
        'encryption to the mail server: `auto` requires TLS (`smtps://`, or STARTTLS) for any host but this machine, `required` for every host, `off` allows a plain relay',
    },
    SMTP_CONNECTION_TIMEOUT_MS: ms(
      100,
      300 * SECOND,
      10 * SECOND,
      'how long to wait for the SMTP connection',
    ),
    SMTP_GREETING_TIMEOUT_MS: ms(
      100,
      300 * SECOND,
      10 * SECOND,
      "how long to wait for the SMTP server's greeting",
    ),
    SMTP_SOCKET_TIMEOUT_MS: ms(
      100,
      600 * SECOND,
      30 * SECOND,
      'how long an SMTP connection may stay silent',
    ),
    OUTBOX_DIR: {
      type: 'string',
      default: 'outbox',
      description:
        'where e-mails (.eml) and text messages (.json) land when no SMTP server or provider is set',
    },
    // Below 10 s: the answer must come within 10 s whatever SMTP does.
    DELIVERY_WAIT_MS: ms(
      0,
      9 * SECOND,
      3 * SECOND,
      'how long a request waits for the first attempt before answering 202 "queued"',
    ),
    DELIVERY_ATTEMPT_TIMEOUT_MS: ms(
      SECOND,
      HOUR,
      120 * SECOND,
      'hard limit on one delivery attempt',
    ),
    DELIVERY_POLL_MS: ms(50, 60 * SECOND, SECOND, 'how often the worker looks for due deliveries'),
    DELIVERY_LEASE_MS: ms(
      SECOND,
      10 * 60 * SECOND,
      15 * SECOND,
      'a delivery under way is held by its process this long, renewed every third of it: one whose process died is retried after at most this',
    ),
    DELIVERY_RETRY_FIRST_MS: ms(
      100,
      HOUR,
      30 * SECOND,
      'delay after the first failed attempt; it doubles with each further failure',
    ),
    DELIVERY_RETRY_MAX_MS: ms(100, 6 * HOUR, HOUR, 'the longest delay between attempts'),
    DELIVERY_GIVE_UP_HOURS: {
      type: 'integer',
      minimum: 1,
      maximum: 24 * 30,
      default: 24,
      description:
        'a delivery still failing this long after it was received is marked failed (`npm run orders`)',
    },
    ORDER_RETENTION_DAYS: {
      type: 'integer',
      minimum: 0,
      maximum: 3650,
      default: 7,
      description: 'a delivered message is deleted this long after its delivery; its record stays',
    },
  },
} as const;

export function deliverySettings(env: EnvValues<typeof deliveryEnv>, cwd: string) {
  const smtpTimeouts: SmtpTimeouts = {
    connectionTimeoutMs: env.SMTP_CONNECTION_TIMEOUT_MS,
    greetingTimeoutMs: env.SMTP_GREETING_TIMEOUT_MS,
    socketTimeoutMs: env.SMTP_SOCKET_TIMEOUT_MS,
  };
  const deliveryTiming: DeliveryTiming = {
    answerWithinMs: env.DELIVERY_WAIT_MS,
    attemptTimeoutMs: env.DELIVERY_ATTEMPT_TIMEOUT_MS,
    pollIntervalMs: env.DELIVERY_POLL_MS,
    leaseMs: env.DELIVERY_LEASE_MS,
    retryFirstMs: env.DELIVERY_RETRY_FIRST_MS,
    retryMaxMs: env.DELIVERY_RETRY_MAX_MS,
    giveUpAfterMs: env.DELIVERY_GIVE_UP_HOURS * HOUR,
    retentionMs: env.ORDER_RETENTION_DAYS * DAY,
  };
  return {
    /** `smtp://` or `smtps://` URL; absent: e-mails are written into the outbox. */
    smtpUrl: env.SMTP_URL,
    smtpTls: env.SMTP_TLS,
    smtpTimeouts,
    /** Absolute path where e-mails (.eml) and text messages (.json) go when no SMTP/provider is set. */
    outboxDir: path.resolve(cwd, env.OUTBOX_DIR),
    deliveryTiming,
  };
}

/** nodemailer reads TLS options from the URL's query; certificate checks stay on regardless. */
export function deliveryProblems(env: EnvValues<typeof deliveryEnv>): string[] {
  return env.SMTP_URL && /rejectUnauthorized/i.test(env.SMTP_URL.split('?')[1] ?? '')
    ? [
        "SMTP_URL must not turn off certificate checks (tls.rejectUnauthorized); install the server's CA certificate instead",
      ]
    : [];
}

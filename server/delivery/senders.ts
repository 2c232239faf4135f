/**
 * The last hop of a delivery: hands one composed message (raw MIME) to SMTP, or writes it into
 * the outbox when no SMTP server is configured.
 */
import nodemailer from 'nodemailer';
import type { Outbox } from '../outbox';
import type { DeliveryKind } from './deliveries';
import type { Envelope } from './deliveryStore';

export interface OutgoingMessage {
  reference: string;
  kind: DeliveryKind;
  envelope: Envelope;
  raw: Buffer;
}

export interface MessageSender {
  /** Resolves once the message is accepted; rejects (or is aborted by `signal`) otherwise. */
  send(message: OutgoingMessage, signal: AbortSignal): Promise<void>;
  close(): void;
}

/** Bounds on each SMTP step, so a silent or stalled server costs one attempt, not a hang. */
export interface SmtpTimeouts {
  connectionTimeoutMs: number;
  greetingTimeoutMs: number;
  socketTimeoutMs: number;
}

/**
 * Whether an SMTP connection must be encrypted: `auto` for any host but this machine's own,
 * `required` always (also for a loopback relay), `off` never (a plain relay, said explicitly).
 */
export type SmtpTlsPolicy = 'auto' | 'required' | 'off';

const LOOPBACK_HOST = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

/** Orders carry health information: off this machine, STARTTLS must not be strippable. */
export function smtpRequiresTls(smtpUrl: string, policy: SmtpTlsPolicy): boolean {
  if (policy === 'off') return false;
  return policy === 'required' || !LOOPBACK_HOST.test(new URL(smtpUrl).hostname);
}

/** Says why nothing was sent when the server would not encrypt; other errors pass unchanged. */
function explainTlsFailure(error: unknown, policy: SmtpTlsPolicy): unknown {
  if ((error as { code?: string }).code !== 'ETLS') return error;
  return new Error(
    `the mail server offers no TLS (STARTTLS failed: ${(error as Error).message}); nothing was sent in plain text (SMTP_TLS=${policy})`,
    { cause: error },
  );
}

export function createSmtpSender(
  smtpUrl: string,
  timeouts: SmtpTimeouts,
  tls: SmtpTlsPolicy,
): MessageSender {
  // Not pooled: each attempt has its own connection, so aborting one affects no other.
  // smtps:// is encrypted from the first byte; requireTLS makes smtp:// refuse to go on without
  // STARTTLS, so a man in the middle cannot strip the server's offer and read the order.
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    requireTLS: smtpRequiresTls(smtpUrl, tls),
    connectionTimeout: timeouts.connectionTimeoutMs,
    greetingTimeout: timeouts.greetingTimeoutMs,
    socketTimeout: timeouts.socketTimeoutMs,
  });
  return {
    async send({ envelope, raw }, signal) {
      try {
        await transport.sendMail({
          envelope: { from: envelope.from, to: envelope.to },
          raw,
          signal,
        });
      } catch (error) {
        throw explainTlsFailure(error, tls);
      }
    },
    close: () => transport.close(),
  };
}

export function createOutboxSender(outbox: Outbox): MessageSender {
  return {
    async send({ kind, reference, raw }) {
      await outbox.write(kind, reference, 'eml', raw);
    },
    close: () => undefined,
  };
}

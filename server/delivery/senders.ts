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

export function createSmtpSender(smtpUrl: string, timeouts: SmtpTimeouts): MessageSender {
  // Not pooled: each attempt has its own connection, so aborting one affects no other.
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: timeouts.connectionTimeoutMs,
    greetingTimeout: timeouts.greetingTimeoutMs,
    socketTimeout: timeouts.socketTimeoutMs,
  });
  return {
    async send({ envelope, raw }, signal) {
      await transport.sendMail({ envelope: { from: envelope.from, to: envelope.to }, raw, signal });
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

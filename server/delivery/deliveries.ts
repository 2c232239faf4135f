/**
 * Where the routes hand over an e-mail to be delivered: an order, or a generic form's answers.
 *
 * The routes compose the message and decide its reference; a `Deliveries` implementation owns
 * getting it to the supplier (SMTP when `SMTP_URL` is set, otherwise an `.eml` file in the
 * outbox) and the reference's idempotency.
 */
import type Mail from 'nodemailer/lib/mailer';

export type DeliveryKind = 'order' | 'form' | 'signing-link';

export interface DeliveryRequest {
  /** The idempotency key and the reference people quote, e.g. `RX-7K3M9QXA`. */
  reference: string;
  kind: DeliveryKind;
  /**
   * SHA-256 (hex) of what makes the submission the same one: the same reference sent again with
   * the same fingerprint is a retry; with another fingerprint it is a conflict.
   */
  fingerprint: string;
  /** The complete e-mail: addresses, subject, text and attachments (Buffer contents). */
  message: Mail.Options;
  /** When the route received it (the e-mail names this time); default: when `submit` is called. */
  receivedAt?: Date;
}

export type DeliveryOutcome =
  | {
      /** `sent`: handed to SMTP (or the outbox); `queued`: stored, delivered in the background. */
      status: 'sent' | 'queued';
      reference: string;
      receivedAt: Date;
      /** The reference was already known with the same fingerprint: nothing new was sent. */
      duplicate: boolean;
    }
  | { status: 'conflict'; reference: string };

export interface Deliveries {
  submit(request: DeliveryRequest): Promise<DeliveryOutcome>;
  close(): Promise<void>;
}

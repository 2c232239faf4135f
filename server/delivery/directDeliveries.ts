/**
 * Delivers each message at once, while the request waits: SMTP when a URL is given, otherwise
 * an `.eml` file in the outbox. Nothing is stored, so a failure is the caller's error.
 */
import nodemailer from 'nodemailer';
import type { Outbox } from '../outbox';
import type { Deliveries } from './deliveries';

export function createDirectDeliveries(options: { smtpUrl?: string; outbox: Outbox }): Deliveries {
  const { smtpUrl, outbox } = options;
  const transport = smtpUrl
    ? nodemailer.createTransport(smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    async submit({ reference, kind, message }) {
      const info = await transport.sendMail(message);
      if (!smtpUrl) await outbox.write(kind, reference, 'eml', info.message as Buffer);
      return { status: 'sent', reference, receivedAt: new Date(), duplicate: false };
    },
    close: async () => transport.close(),
  };
}

/**
 * The practitioner's link, sent through the providers every message uses: a text message (the
 * provider, or the outbox) and an e-mail (the delivery queue: SMTP, or the outbox). The words
 * carry the company, the reference and the link only, never patient data.
 */
import type { SigningChoice } from '../../contract/signing';
import { maskEmail, maskPhone } from '../../contract/signing';
import type { Deliveries } from '../delivery/deliveries';
import type { TextSender } from '../messages/textMessages';
import { sha256Hex } from '../submissions/fingerprint';

export interface LinkChannels {
  company: string;
  /** The sender of e-mails (ORDER_EMAIL_FROM). */
  from: string;
  /** The client id the text-message provider knows (WHATSAPP_CLIENT_ID). */
  clientId: string;
  sendText: TextSender;
  deliveries: Deliveries;
}

export function linkText(company: string, reference: string, link: string): string {
  return `${company}: order ${reference} awaits your signature: ${link}`;
}

/** Where the link goes, masked for the sender's answer and the audit trail. */
export function maskedChannels(choice: SigningChoice) {
  return [
    ...(choice.mobile ? [{ channel: 'text' as const, to: maskPhone(choice.mobile) }] : []),
    ...(choice.email ? [{ channel: 'email' as const, to: maskEmail(choice.email) }] : []),
  ];
}

/**
 * Sends the link by text message (at once: a refusal fails the request) and queues the e-mail
 * (kept and retried like an order's).
 */
export async function sendLink(
  channels: LinkChannels,
  choice: SigningChoice,
  reference: string,
  link: string,
  expiresAt: Date,
): Promise<void> {
  const text = linkText(channels.company, reference, link);
  if (choice.mobile) {
    await channels.sendText({ clientId: channels.clientId, number: choice.mobile, text });
  }
  if (choice.email) {
    const outcome = await channels.deliveries.submit({
      reference: `${reference}-sign`,
      kind: 'signing-link',
      fingerprint: sha256Hex(link),
      message: {
        from: channels.from,
        to: choice.email,
        subject: `${channels.company}: order ${reference} awaits your signature`,
        text: [
          text,
          '',
          `The link works once, until ${expiresAt.toUTCString()}.`,
          'If you did not order this, open the link and decline it.',
        ].join('\n'),
      },
    });
    if (outcome.status === 'conflict') throw new Error(`${reference}: a link was already sent`);
  }
}

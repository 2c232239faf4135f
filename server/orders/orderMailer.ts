/**
 * Sends an order as one e-mail: through SMTP when `SMTP_URL` is set, otherwise as an `.eml` file
 * in the outbox. The message text carries only the order id and time; patient data stays in the
 * attached PDF.
 */
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import type { Outbox } from '../outbox';
import type { Order } from './orderRequest';

export const ORDER_PDF_NAME = 'order-rx-form.pdf';

export interface OrderReceipt {
  orderId: string;
  receivedAt: Date;
}

export interface MailAddresses {
  to: string;
  from: string;
}

export function composeOrderMessage(
  order: Order,
  receipt: OrderReceipt,
  addresses: MailAddresses,
): Mail.Options {
  const fileCount = order.attachments.length;
  const files =
    fileCount === 0 ? 'no other files' : `${fileCount} attached file${fileCount === 1 ? '' : 's'}`;
  return {
    ...addresses,
    subject: `Order Rx form ${receipt.orderId}`,
    text: [
      'A new Order Rx form was received through Rx Forms.',
      '',
      `Order id: ${receipt.orderId}`,
      `Received: ${receipt.receivedAt.toISOString()}`,
      '',
      `The form is attached as ${ORDER_PDF_NAME}, with ${files}.`,
    ].join('\n'),
    attachments: [
      { filename: ORDER_PDF_NAME, content: order.pdf, contentType: 'application/pdf' },
      ...order.attachments,
    ],
  };
}

export interface OrderMailer {
  send(order: Order, receipt: OrderReceipt): Promise<void>;
  close(): void;
}

export function createOrderMailer(options: {
  smtpUrl?: string;
  outbox: Outbox;
  addresses: MailAddresses;
}): OrderMailer {
  const { smtpUrl, outbox, addresses } = options;
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async send(order, receipt) {
        await transport.sendMail(composeOrderMessage(order, receipt, addresses));
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'windows',
  });
  return {
    async send(order, receipt) {
      const info = await transport.sendMail(composeOrderMessage(order, receipt, addresses));
      await outbox.write('order', receipt.orderId, 'eml', info.message as Buffer);
    },
    close: () => transport.close(),
  };
}

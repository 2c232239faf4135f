/**
 * The supplier's e-mail for one order. The message text carries only the order's reference and
 * time; patient data stays in the attachments.
 */
import type Mail from 'nodemailer/lib/mailer';
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

/**
 * The supplier's e-mail for one order. The subject and text carry only the order's reference and
 * time received; patient data stays in the attachments: the PDF, the files sent with it, and
 * `order-<order_id>.json`, the values as data for the supplier's intake system.
 */
import type Mail from 'nodemailer/lib/mailer';
import type { Order } from './orderRequest';

export const ORDER_FORM_ID = 'order-rx';

export interface MailAddresses {
  to: string;
  from: string;
}

/** The machine-readable copy of an order (`order-<order_id>.json`). */
export interface OrderRecord {
  formId: typeof ORDER_FORM_ID;
  formVersion: string;
  orderId: string;
  receivedAt: string;
  values: Record<string, unknown>;
  attachments: { name: string; type: string; size: number; sha256: string }[];
}

export const orderPdfName = (orderId: string) => `order-${orderId}.pdf`;
export const orderJsonName = (orderId: string) => `order-${orderId}.json`;

export function orderRecord(order: Order, receivedAt: Date): OrderRecord {
  return {
    formId: ORDER_FORM_ID,
    formVersion: order.formVersion,
    orderId: order.orderId,
    receivedAt: receivedAt.toISOString(),
    values: order.values,
    attachments: order.attachments.map((file) => ({
      name: file.filename,
      type: file.contentType,
      size: file.content.length,
      sha256: file.sha256,
    })),
  };
}

export function composeOrderMessage(
  order: Order,
  receivedAt: Date,
  addresses: MailAddresses,
): Mail.Options {
  const fileCount = order.attachments.length;
  const files =
    fileCount === 0 ? 'no other files' : `${fileCount} attached file${fileCount === 1 ? '' : 's'}`;
  const pdfName = orderPdfName(order.orderId);
  const jsonName = orderJsonName(order.orderId);
  return {
    ...addresses,
    subject: `Order Rx ${order.orderId}`,
    text: [
      'A new Order Rx form was received through Rx Forms.',
      '',
      `Reference: ${order.orderId}`,
      `Received: ${receivedAt.toISOString()}`,
      '',
      `The form is attached as ${pdfName}, with ${files}.`,
      `Its values are attached as data in ${jsonName}.`,
    ].join('\n'),
    attachments: [
      { filename: pdfName, content: order.pdf, contentType: 'application/pdf' },
      ...order.attachments.map(({ filename, content, contentType }) => ({
        filename,
        content,
        contentType,
      })),
      {
        filename: jsonName,
        content: JSON.stringify(orderRecord(order, receivedAt), null, 2),
        contentType: 'application/json',
      },
    ],
  };
}

import { apiUrl, type AppConfig } from '../config/config';
import type { AttachedFileData } from '../files/encodeFile';
import { toWhatsAppNumber } from '../phone/phone';
import { postJson, postJsonForAnswer, type PostOptions } from './postJson';

export const ORDER_EMAIL_PATH = 'send_email_order_rx_form';
export const WHATSAPP_PATH = 'whatsapp-manager/send';

/** Body of `POST {emailApiUrl}/send_email_order_rx_form` (decisions.md, the order request). */
export interface OrderEmailPayload {
  /** The order's reference, `RX-` + 8 Crockford base32 characters; the server's idempotency key. */
  order_id: string;
  /** The form's version in schemas/forms.json. */
  form_version: string;
  /** The values the PDF was made from, keys as in schema.json. */
  order_values: Record<string, unknown>;
  /** The form's PDF, plain base64. */
  order_form_data: string;
  attached_files_data_array: AttachedFileData[];
}

export interface OrderParts {
  orderId: string;
  formVersion: string;
  values: Record<string, unknown>;
  pdfBase64: string;
  attachments: readonly AttachedFileData[];
}

/** `sent`: e-mailed to the supplier; `queued`: stored, and forwarded when the mail server answers. */
export type OrderStatus = 'sent' | 'queued';

/** What the server answered to an accepted order. */
export interface OrderReceipt {
  orderId: string;
  status: OrderStatus;
  /** When the server took the order (ISO time), or when the answer arrived if it did not say. */
  receivedAt: string;
}

/** Body of `POST {whatsAppApiUrl}/whatsapp-manager/send`. */
export interface WhatsAppPayload {
  clientId: string;
  /** `1` followed by the 10 digits of the patient's phone. */
  number: string;
  text: string;
}

export function buildOrderEmailPayload(parts: OrderParts): OrderEmailPayload {
  return {
    order_id: parts.orderId,
    form_version: parts.formVersion,
    order_values: parts.values,
    order_form_data: parts.pdfBase64,
    attached_files_data_array: [...parts.attachments],
  };
}

const field = (answer: unknown, key: string): unknown =>
  typeof answer === 'object' && answer !== null ? (answer as Record<string, unknown>)[key] : null;

/**
 * The receipt in a 2xx answer. A server that answers without the fields (older servers, plain
 * relays) has still accepted the order: it is taken as sent, under the reference we sent.
 */
export function readOrderReceipt(
  answer: unknown,
  sentOrderId: string,
  now = new Date(),
): OrderReceipt {
  const orderId = field(answer, 'orderId');
  const receivedAt = field(answer, 'receivedAt');
  return {
    orderId: typeof orderId === 'string' && orderId !== '' ? orderId : sentOrderId,
    status: field(answer, 'status') === 'queued' ? 'queued' : 'sent',
    receivedAt:
      typeof receivedAt === 'string' && !Number.isNaN(Date.parse(receivedAt))
        ? receivedAt
        : now.toISOString(),
  };
}

/** The confirmation text is fixed by the product spec (section 8); only the company name varies. */
export function whatsAppConfirmationText(companyName: string): string {
  return `You have sent the form to the ${companyName} website. After we have processed it, we will contact you.`;
}

export function buildWhatsAppPayload(input: {
  clientId: string;
  phone: string;
  companyName: string;
}): WhatsAppPayload {
  return {
    clientId: input.clientId,
    number: toWhatsAppNumber(input.phone),
    text: whatsAppConfirmationText(input.companyName),
  };
}

/** Long enough for a PDF plus 15 MB of attachments on a slow uplink. */
const EMAIL_TIMEOUT_MS = 120_000;
const WHATSAPP_TIMEOUT_MS = 30_000;

export async function sendOrderEmail(
  config: Pick<AppConfig, 'emailApiUrl'>,
  payload: OrderEmailPayload,
  options: PostOptions = {},
): Promise<OrderReceipt> {
  const answer = await postJsonForAnswer(apiUrl(config.emailApiUrl, ORDER_EMAIL_PATH), payload, {
    timeoutMs: EMAIL_TIMEOUT_MS,
    ...options,
  });
  return readOrderReceipt(answer, payload.order_id);
}

export function sendWhatsApp(
  config: Pick<AppConfig, 'whatsAppApiUrl'>,
  payload: WhatsAppPayload,
  options: PostOptions = {},
): Promise<void> {
  return postJson(apiUrl(config.whatsAppApiUrl, WHATSAPP_PATH), payload, {
    timeoutMs: WHATSAPP_TIMEOUT_MS,
    ...options,
  });
}

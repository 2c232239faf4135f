import {
  apiPaths,
  type AttachedFileData,
  type Locale,
  type OrderRequest,
  type SubmissionStatus,
  type TextMessageRequest,
} from '../../../contract/api';
import { apiUrl, type AppConfig } from '../../../contract/config';
import { englishWords } from '../i18n/words';
import { fillIn } from '../../../contract/languages';
import { toWhatsAppNumber } from '../phone/phone';
import { postJson, postJsonForAnswer, type PostOptions } from './postJson';

export interface OrderParts {
  orderId: string;
  formVersion: string;
  values: Record<string, unknown>;
  pdfBase64: string;
  attachments: readonly AttachedFileData[];
  /** The language the form was filled in. */
  locale: Locale;
}

/** What the server answered to an accepted order. */
export interface OrderReceipt {
  orderId: string;
  status: SubmissionStatus;
  /** When the server took the order (ISO time), or when the answer arrived if it did not say. */
  receivedAt: string;
}

export function buildOrderRequest(parts: OrderParts): OrderRequest {
  return {
    order_id: parts.orderId,
    form_version: parts.formVersion,
    order_values: parts.values,
    order_form_data: parts.pdfBase64,
    attached_files_data_array: [...parts.attachments],
    locale: parts.locale,
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

/**
 * The confirmation text is fixed by the product spec (section 8), in the patient's language
 * (`order.textMessage` of the site's words); only the company name varies.
 */
export function whatsAppConfirmationText(
  companyName: string,
  template = englishWords.order.textMessage,
): string {
  return fillIn(template, { company: companyName });
}

export function buildTextMessage(input: {
  clientId: string;
  phone: string;
  companyName: string;
  /** `order.textMessage` in the patient's language; English when not given. */
  template?: string;
}): TextMessageRequest {
  return {
    clientId: input.clientId,
    number: toWhatsAppNumber(input.phone),
    text: whatsAppConfirmationText(input.companyName, input.template),
  };
}

/** Long enough for a PDF plus 15 MB of attachments on a slow uplink. */
const EMAIL_TIMEOUT_MS = 120_000;
const WHATSAPP_TIMEOUT_MS = 30_000;

export async function sendOrderEmail(
  config: Pick<AppConfig, 'emailApiUrl'>,
  payload: OrderRequest,
  options: PostOptions = {},
): Promise<OrderReceipt> {
  const answer = await postJsonForAnswer(apiUrl(config.emailApiUrl, apiPaths.order), payload, {
    timeoutMs: EMAIL_TIMEOUT_MS,
    ...options,
  });
  return readOrderReceipt(answer, payload.order_id);
}

export function sendWhatsApp(
  config: Pick<AppConfig, 'whatsAppApiUrl'>,
  payload: TextMessageRequest,
  options: PostOptions = {},
): Promise<void> {
  return postJson(apiUrl(config.whatsAppApiUrl, apiPaths.textMessage), payload, {
    timeoutMs: WHATSAPP_TIMEOUT_MS,
    ...options,
  });
}

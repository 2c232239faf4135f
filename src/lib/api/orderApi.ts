import {
  apiPaths,
  type AttachedFileData,
  type Locale,
  type OrderAnswer,
  type OrderRequest,
  type TextMessageRequest,
} from '../../../contract/api';
import { apiUrl, type AppConfig } from '../../../contract/config';
import type { AwaitingSignatureAnswer, SigningChoice } from '../../../contract/signing';
import { englishWords } from '../i18n/words';
import { fillIn } from '../../../contract/languages';
import { toWhatsAppNumber } from '../phone/phone';
import { postJson, type PostOptions } from './postJson';

export interface OrderParts {
  orderId: string;
  formVersion: string;
  values: Record<string, unknown>;
  pdfBase64: string;
  attachments: readonly AttachedFileData[];
  /** The language the form was filled in. */
  locale: Locale;
  /** Send it to the practitioner to sign: the server keeps it until signed (contract/signing.ts). */
  signing?: SigningChoice;
}

/**
 * What the page keeps of the server's answer to an accepted order (contract/api.ts): sent or
 * queued for the supplier, or `awaiting-signature` with the id of its status address.
 */
export type OrderReceipt =
  | Pick<OrderAnswer, 'orderId' | 'status' | 'receivedAt'>
  | Pick<AwaitingSignatureAnswer, 'orderId' | 'status' | 'receivedAt' | 'statusId'>;

export function buildOrderRequest(parts: OrderParts): OrderRequest {
  return {
    order_id: parts.orderId,
    form_version: parts.formVersion,
    order_values: parts.values,
    order_form_data: parts.pdfBase64,
    attached_files_data_array: [...parts.attachments],
    locale: parts.locale,
    ...(parts.signing ? { signing: parts.signing } : {}),
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
  const url = apiUrl(config.emailApiUrl, apiPaths.order);
  const post = { timeoutMs: EMAIL_TIMEOUT_MS, ...options };
  return payload.signing
    ? postJson(url, payload, 'orderForSignature', post)
    : postJson(url, payload, 'order', post);
}

export async function sendWhatsApp(
  config: Pick<AppConfig, 'whatsAppApiUrl'>,
  payload: TextMessageRequest,
  options: PostOptions = {},
): Promise<void> {
  await postJson(apiUrl(config.whatsAppApiUrl, apiPaths.textMessage), payload, 'textMessage', {
    timeoutMs: WHATSAPP_TIMEOUT_MS,
    ...options,
  });
}

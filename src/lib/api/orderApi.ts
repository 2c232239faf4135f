import { apiUrl, type AppConfig } from '../config/config';
import type { AttachedFileData } from '../files/encodeFile';
import { toWhatsAppNumber } from '../phone/phone';
import { postJson, type PostOptions } from './postJson';

export const ORDER_EMAIL_PATH = 'send_email_order_rx_form';
export const WHATSAPP_PATH = 'whatsapp-manager/send';

/** Body of `POST {emailApiUrl}/send_email_order_rx_form`. */
export interface OrderEmailPayload {
  /** The form's PDF, plain base64. */
  order_form_data: string;
  attached_files_data_array: AttachedFileData[];
}

/** Body of `POST {whatsAppApiUrl}/whatsapp-manager/send`. */
export interface WhatsAppPayload {
  clientId: string;
  /** `1` followed by the 10 digits of the patient's phone. */
  number: string;
  text: string;
}

export function buildOrderEmailPayload(
  pdfBase64: string,
  attachments: readonly AttachedFileData[],
): OrderEmailPayload {
  return { order_form_data: pdfBase64, attached_files_data_array: [...attachments] };
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

export function sendOrderEmail(
  config: Pick<AppConfig, 'emailApiUrl'>,
  payload: OrderEmailPayload,
  options: PostOptions = {},
): Promise<void> {
  return postJson(apiUrl(config.emailApiUrl, ORDER_EMAIL_PATH), payload, {
    timeoutMs: EMAIL_TIMEOUT_MS,
    ...options,
  });
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

/**
 * Sending an order and telling the person how it went, with the notices the page shows after
 * it: downloaded when the page first needs them (in idle time after the person's first input,
 * or at Send), not with the form (useSendOrder.ts).
 */
import type { AppConfig } from '../../../contract/config';
import type { Words } from '../../lib/i18n/words';
import {
  ApiError,
  buildOrderRequest,
  isTryLater,
  buildTextMessage,
  sendOrderEmail,
  sendWhatsApp,
} from '../../lib/api';
import { playFailureSound, playSuccessSound } from '../../lib/sounds/sounds';
import { errorKind } from './errorKind';
import { makeOrderDocuments } from './orderDocuments';
import { refusalOf } from './sendRefusal';
import { orderRxFormVersion, refreshOrderRxDefaults } from './orderRxDefinition';
import { patientPhone } from './orderValues';
import { signingChoiceOf } from './sendForSignature';
import type { FormValues } from '../../forms';
import type { SendOrderOptions, SentOrder } from './useSendOrder';

export { SentOrderNotice } from './SentOrderNotice';
export { SendRefusalMessage } from './SendRefusalMessage';

/** The server already has this reference with other content (an earlier, edited attempt). */
const REFERENCE_TAKEN_STATUS = 409;

function patientTextMessage(config: AppConfig, phone: string, words: Words) {
  return buildTextMessage({
    clientId: config.whatsAppClientId,
    phone,
    companyName: config.company.name,
    template: words.order.textMessage,
  });
}

/** Tells the patient by text message; the order is already sent, so a failure is only logged. */
function confirmByTextMessage(config: AppConfig, phone: string, words: Words): void {
  sendWhatsApp(config, patientTextMessage(config, phone, words)).catch((error: unknown) => {
    console.error(`Order Rx: the confirmation text message failed (${errorKind(error)})`);
  });
}

/** Makes the PDF under the current reference and sends it with the values and files. */
async function sendUnderCurrentReference(
  options: SendOrderOptions,
  values: FormValues,
  onProgress: (text: string) => void,
): Promise<SentOrder> {
  const orderId = options.reference.current();
  await options.attachments.settled();
  const { pdf, attachments } = await makeOrderDocuments(
    { orderId, values, company: options.config.company, locale: options.locale },
    options.attachments.get(),
  );
  onProgress(options.words.form.sending);
  const { config, words } = options;
  const { number, text } = patientTextMessage(config, patientPhone(values), words);
  const payload = buildOrderRequest({
    orderId,
    formVersion: orderRxFormVersion,
    values,
    pdfBase64: pdf.base64,
    attachments,
    locale: options.locale,
    signing: signingChoiceOf(values, { number, text }),
  });
  const receipt = await sendOrderEmail(config, payload);
  const signer = payload.signing?.practitionerName;
  return { ...receipt, pdf: pdf.blob, ...(signer ? { signer } : {}) };
}

/**
 * A retry (same reference) after a failure whose answer was lost is recognised by the server.
 * If the reference was already used for other content (the order was edited after an attempt
 * that did reach the server), this is a new order: it gets a new reference and goes again.
 */
async function sendOrder(
  options: SendOrderOptions,
  values: FormValues,
  onProgress: (text: string) => void,
): Promise<SentOrder> {
  try {
    return await sendUnderCurrentReference(options, values, onProgress);
  } catch (error) {
    if (!(error instanceof ApiError && error.status === REFERENCE_TAKEN_STATUS)) throw error;
    const earlier = options.reference.current();
    options.reference.forget();
    return { ...(await sendUnderCurrentReference(options, values, onProgress)), replaces: earlier };
  }
}

/**
 * Sends `values` as the order, then clears the form, files and draft and tells the person
 * (toast, sound, the patient's text message); on failure keeps everything and says why.
 */
export async function sendAndReport(
  options: SendOrderOptions,
  values: FormValues,
  setSendingText: (text: string) => void,
): Promise<void> {
  const { config, controllerRef, attachments, showToast, onSent, onRefused, reference, words } =
    options;
  // Read before the reset below blanks the form.
  const phone = patientPhone(values);
  let receipt: SentOrder;
  try {
    onRefused(null);
    setSendingText(words.order.preparingPdf);
    receipt = await sendOrder(options, values, setSendingText);
  } catch (error) {
    console.error(`Order Rx: the order could not be sent (${errorKind(error)})`);
    const refusal = refusalOf(error);
    if (refusal) onRefused(refusal);
    else showToast('failure', isTryLater(error) ? words.form.tryLater : words.order.sendFailed);
    playFailureSound();
    return;
  }
  refreshOrderRxDefaults();
  controllerRef.current?.reset();
  attachments.clear();
  reference.forget();
  onSent(receipt);
  const toasts = {
    sent: words.order.sent,
    queued: words.order.received,
    'awaiting-signature': words.order.sentForSignature,
  };
  showToast('success', toasts[receipt.status]);
  playSuccessSound();
  // Sent for signature: the server texts the patient once the order is signed.
  if (receipt.status !== 'awaiting-signature') confirmByTextMessage(config, phone, words);
}

import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { AppConfig } from '../../../contract/config';
import type { Locale } from '../../../contract/api';
import type { Words } from '../../lib/i18n/words';
import {
  ApiError,
  buildOrderRequest,
  isTryLater,
  buildTextMessage,
  sendOrderEmail,
  sendWhatsApp,
  type OrderReceipt,
} from '../../lib/api';
import type { AttachmentsStore } from '../../lib/files';
import { playFailureSound, playSuccessSound } from '../../lib/sounds/sounds';
import type { ToastKind } from '../../lib/toast';
import { errorKind } from './errorKind';
import { makeOrderDocuments } from './orderDocuments';
import { refusalOf } from './sendRefusal';
import { orderRxFormVersion, refreshOrderRxDefaults } from './orderRxDefinition';
import type { OrderReference } from './orderReference';
import { patientPhone } from './orderValues';
import { signingChoiceOf } from './sendForSignature';
import { type FormController, type FormValues } from '../../forms';

/** The server already has this reference with other content (an earlier, edited attempt). */
const REFERENCE_TAKEN_STATUS = 409;

/**
 * A sent order (or one sent to the practitioner to sign: `signer`). `replaces` is set when an earlier version of it (the same reference, other
 * content) had already reached the supplier: the sender is told both references. `pdf` is the
 * document exactly as it was sent (the same bytes), for the sender's own copy.
 */
export type SentOrder = OrderReceipt & {
  replaces?: string;
  pdf: Blob;
  /** The practitioner the order was sent to for signature, as the form names them. */
  signer?: string;
};

export interface SendOrderOptions {
  config: AppConfig;
  controllerRef: RefObject<FormController | null>;
  attachments: AttachmentsStore;
  showToast: (kind: ToastKind, text: string) => void;
  /** The order's reference: reused by a retry, forgotten once the order is accepted. */
  reference: OrderReference;
  /** Called once the order is accepted with the server's receipt, e.g. to drop the draft. */
  onSent: (sent: SentOrder) => void;
  /**
   * The server's reason when it refused the order (a field or a file it names), to show until
   * dismissed; null when a send starts.
   */
  onRefused: (detail: string | null) => void;
  /** The person's language: their toasts and text message; the order's `locale`. */
  locale: Locale;
  words: Words;
}

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
 * Send: the PDF of the form and the attached files are e-mailed; on success the form, files
 * and draft are cleared, then the patient gets a text message. On failure everything is kept,
 * the reference too, so that a retry is recognised as the same order; a refusal that names a
 * field or a file goes to `onRefused`, any other failure is a toast.
 * Returns `send` for the form's submit and the button's progress text while it runs.
 */
export function useSendOrder(options: SendOrderOptions) {
  const [sendingText, setSendingText] = useState(options.words.order.preparingPdf);
  const inFlight = useRef(false);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  const send = useCallback(async (values: FormValues) => {
    if (inFlight.current) return;
    inFlight.current = true;
    const options = latest.current;
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
    } finally {
      inFlight.current = false;
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
  }, []);

  return { send, sendingText };
}

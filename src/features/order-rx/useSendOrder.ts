import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { AppConfig } from '../../lib/config/config';
import {
  buildOrderEmailPayload,
  buildWhatsAppPayload,
  sendOrderEmail,
  sendWhatsApp,
} from '../../lib/api';
import type { AttachmentsStore } from '../../lib/files';
import { playFailureSound, playSuccessSound } from '../../lib/sounds/sounds';
import type { ToastKind } from '../../lib/toast';
import type { FormController } from '../../forms/SchemaForm';
import type { FormValues } from '../../forms/validation';
import { errorKind } from './errorKind';
import { makeOrderDocuments } from './orderDocuments';
import { patientPhone } from './orderValues';

export const SENT_MESSAGE = 'The form was sent';
export const SEND_FAILED_MESSAGE = 'Error to send the form';

export interface SendOrderOptions {
  config: AppConfig;
  controllerRef: RefObject<FormController | null>;
  attachments: AttachmentsStore;
  showToast: (kind: ToastKind, text: string) => void;
  /** Called once the order is accepted, e.g. to drop the draft. */
  onSent: () => void;
}

function progressText(done: number, total: number): string {
  return total > 1 ? `Preparing PDF… ${done}/${total}` : 'Preparing PDF…';
}

/** Tells the patient by text message; the order is already sent, so a failure is only logged. */
function confirmByTextMessage(config: AppConfig, phone: string): void {
  const payload = buildWhatsAppPayload({
    clientId: config.whatsAppClientId,
    phone,
    companyName: config.company.name,
  });
  sendWhatsApp(config, payload).catch((error: unknown) => {
    console.error(`Order Rx: the confirmation text message failed (${errorKind(error)})`);
  });
}

/**
 * Send: the PDF of the form and the attached files are e-mailed; on success the form, files
 * and draft are cleared, then the patient gets a text message. On failure everything is kept.
 * Returns `send` for the form's submit and the button's progress text while it runs.
 */
export function useSendOrder(options: SendOrderOptions) {
  const [sendingText, setSendingText] = useState('Preparing PDF…');
  const inFlight = useRef(false);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  const send = useCallback(async (values: FormValues) => {
    if (inFlight.current) return;
    inFlight.current = true;
    const { config, controllerRef, attachments, showToast, onSent } = latest.current;
    // Read before the reset below blanks the form.
    const phone = patientPhone(values);
    try {
      setSendingText(progressText(0, 1));
      const { pdf, attachments: files } = await makeOrderDocuments(attachments.get(), (d, t) =>
        setSendingText(progressText(d, t)),
      );
      setSendingText('Sending…');
      await sendOrderEmail(config, buildOrderEmailPayload(pdf.base64, files));
    } catch (error) {
      console.error(`Order Rx: the order could not be sent (${errorKind(error)})`);
      showToast('failure', SEND_FAILED_MESSAGE);
      playFailureSound();
      return;
    } finally {
      inFlight.current = false;
    }
    controllerRef.current?.reset();
    attachments.clear();
    onSent();
    showToast('success', SENT_MESSAGE);
    playSuccessSound();
    confirmByTextMessage(config, phone);
  }, []);

  return { send, sendingText };
}

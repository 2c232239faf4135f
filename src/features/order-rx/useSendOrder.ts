import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { AppConfig } from '../../../contract/config';
import type { Locale } from '../../../contract/api';
import type { Words } from '../../lib/i18n/words';
import type { OrderReceipt } from '../../lib/api';
import type { AttachmentsStore } from '../../lib/files';
import { prefetchAfterFirstInput } from '../../lib/prefetch';
import type { ToastKind } from '../../lib/toast';
import type { OrderReference } from './orderReference';
import { type FormController, type FormValues } from '../../forms';

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

/** The sending code (orderSending.ts, with the API client): not needed to fill the form in. */
const loadSending = () => import('./orderSending');

/** The notices shown after a send, drawn by the page once the sending code is there. */
export type SendOutcomeParts = Pick<
  Awaited<ReturnType<typeof loadSending>>,
  'SentOrderNotice' | 'SendRefusalMessage'
>;

/**
 * Send: the PDF of the form and the attached files are e-mailed; on success the form, files
 * and draft are cleared, then the patient gets a text message. On failure everything is kept,
 * the reference too, so that a retry is recognised as the same order; a refusal that names a
 * field or a file goes to `onRefused`, any other failure is a toast.
 * Returns `send` for the form's submit, the button's progress text while it runs and the
 * notices of the outcome (`parts`, there before the first outcome is). The sending code is
 * fetched in idle time after the person's first input.
 */
export function useSendOrder(options: SendOrderOptions) {
  const [sendingText, setSendingText] = useState(options.words.order.preparingPdf);
  const [parts, setParts] = useState<SendOutcomeParts>();
  const inFlight = useRef(false);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  useEffect(() => prefetchAfterFirstInput(loadSending), []);

  const send = useCallback(async (values: FormValues) => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      const sending = await loadSending().catch(() => undefined);
      // Offline when Send was pressed before the sending code had arrived: nothing is lost.
      if (!sending) latest.current.showToast('failure', latest.current.words.form.tryLater);
      else {
        setParts(sending);
        await sending.sendAndReport(latest.current, values, setSendingText);
      }
    } finally {
      inFlight.current = false;
    }
  }, []);

  return { send, sendingText, parts };
}

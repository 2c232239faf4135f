import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { CompanyInfo } from '../../../contract/config';
import { savePdf } from '../../lib/document';
import { TOAST_DURATION_MS } from '../../lib/toast';
import { errorKind } from './errorKind';
import type { FormController } from '../../forms';
import { makeOrderPdf, type DocumentReader } from './orderDocuments';
import type { OrderReference } from './orderReference';
import type { AttachmentsStore } from '../../lib/files';

export const PDF_FILE_NAME = 'order-rx-form.pdf';

export type PrintResult = 'saved' | 'failed';

/**
 * Print ('Imprimir'): saves the form's PDF on this device (no server call), in the person's
 * language, under the order's reference, which a later send keeps. Returns `print`, whether a
 * PDF is being made, and the outcome, which clears itself after a toast's duration.
 */
export function usePrintPdf(
  controllerRef: RefObject<FormController | null>,
  reference: OrderReference,
  company: CompanyInfo,
  reader: DocumentReader,
  attachments: AttachmentsStore,
) {
  const [printing, setPrinting] = useState(false);
  const [result, setResult] = useState<PrintResult | null>(null);
  const inFlight = useRef(false);

  useEffect(() => {
    if (!result) return;
    const timer = setTimeout(() => setResult(null), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [result]);

  const print = useCallback(async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPrinting(true);
    setResult(null);
    try {
      const values = controllerRef.current?.getValues() ?? {};
      const order = {
        orderId: reference.current(),
        values,
        company,
        locale: reader.language,
        attachedFiles: attachments.get().length,
      };
      savePdf(await makeOrderPdf(order, reader), PDF_FILE_NAME);
      setResult('saved');
    } catch (error) {
      console.error(`Order Rx: the PDF could not be saved (${errorKind(error)})`);
      setResult('failed');
    } finally {
      inFlight.current = false;
      setPrinting(false);
    }
  }, [attachments, company, controllerRef, reference, reader]);

  return { print, printing, result };
}

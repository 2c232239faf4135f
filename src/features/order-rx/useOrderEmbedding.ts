import { useCallback, type RefObject } from 'react';
import type { Locale } from '../../../contract/api';
import type { CompanyInfo } from '../../../contract/config';
import type { AttachmentsStore } from '../../lib/files';
import { useParentChannel } from '../../lib/messaging/useParentChannel';
import type { CheckOutData } from '../../lib/messaging/parentChannel';
import type { FormController } from '../../forms';
import { makeOrderDocuments } from './orderDocuments';
import type { OrderReference } from './orderReference';
import { isOrderFilled } from './orderValues';

export interface OrderEmbeddingOptions {
  trustedOrigins: readonly string[];
  company: CompanyInfo;
  /** The language the form is filled in. */
  locale: Locale;
  controllerRef: RefObject<FormController | null>;
  attachments: AttachmentsStore;
  /** The order's reference, handed to the shop with the PDF that prints it. */
  reference: OrderReference;
  /** The page wrapper, whose height the shop uses to size its frame. */
  contentRef: RefObject<Element | null>;
}

/**
 * Inside a trusted shop's frame: answers its checkout with the order's reference, values, PDF
 * and attached files,
 * and reports whether the form is filled (see src/lib/messaging for the origin rules).
 */
export function useOrderEmbedding({
  trustedOrigins,
  company,
  locale,
  controllerRef,
  attachments,
  reference,
  contentRef,
}: OrderEmbeddingOptions): void {
  const onCheckOut = useCallback(async (): Promise<CheckOutData> => {
    const order = {
      orderId: reference.current(),
      values: controllerRef.current?.getValues() ?? {},
      company,
      locale,
    };
    await attachments.settled();
    const { pdf, attachments: files } = await makeOrderDocuments(order, attachments.get());
    return {
      order_id: order.orderId,
      order_values: order.values,
      order_form_pdf_base64: pdf.base64,
      attached_files_data_array: files,
      locale,
    };
  }, [attachments, company, locale, controllerRef, reference]);

  const isFilled = useCallback(() => {
    const values = controllerRef.current?.getValues();
    return values ? isOrderFilled(values) : false;
  }, [controllerRef]);

  useParentChannel({ trustedOrigins, onCheckOut, isFilled, contentRef });
}

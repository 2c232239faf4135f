import type { AttachedFileData } from '../../../contract/api';
import type { CompanyInfo } from '../../../contract/config';
import { encodeAttachments } from '../../lib/files';
import { makeFormPdf, printedTime, type FormPdf } from '../../lib/document';
import type { FormValues } from '../../forms';
import { orderRxSchema, orderRxUiSchema } from './orderRxDefinition';
import { signingStatement } from './signing';

/** Id of the sheet that holds the form on the page. */
export const ORDER_RX_CONTENT_ID = 'order-rx-content';

export const PDF_CREATOR = 'Rx Forms';
export const PDF_SUBJECT = 'Order Rx form (written order for medical supplies)';
const DOCUMENT_TITLE = 'Order Rx Form';

/** The order a PDF is made of: its reference, the values on the page and who supplies it. */
export interface OrderIdentity {
  orderId: string;
  values: FormValues;
  company: CompanyInfo;
}

/** Every page's header: the reference and when the PDF was made; how the order was signed. */
export function orderPageHeader(order: Omit<OrderIdentity, 'company'>, madeAt: Date) {
  return {
    left: `Order ${order.orderId} - ${printedTime(madeAt)}`,
    right: signingStatement(order.values, madeAt),
  };
}

/** The order's document, drawn from the form's files and the values (the same on every screen). */
export function makeOrderPdf(order: OrderIdentity): Promise<FormPdf> {
  return makeFormPdf({
    schema: orderRxSchema as Record<string, unknown>,
    uiSchema: orderRxUiSchema,
    values: order.values,
    frame: {
      title: DOCUMENT_TITLE,
      company: order.company,
      header: orderPageHeader(order, new Date()),
    },
    language: 'en-US',
    // The reference only: viewers show these and mail systems index them.
    properties: { title: `Order Rx ${order.orderId}`, subject: PDF_SUBJECT, creator: PDF_CREATOR },
  });
}

export interface OrderDocuments {
  pdf: FormPdf;
  attachments: AttachedFileData[];
}

/** What an order consists of when it leaves the page: its PDF and the attached files. */
export async function makeOrderDocuments(
  order: OrderIdentity,
  files: readonly File[],
): Promise<OrderDocuments> {
  const [pdf, attachments] = await Promise.all([makeOrderPdf(order), encodeAttachments(files)]);
  return { pdf, attachments };
}

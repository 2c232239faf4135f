import type { AttachedFileData } from '../../../contract/api';
import { encodeAttachments } from '../../lib/files';
import { createFormPdf, type FormPdf, type PageHeader } from '../../lib/pdf';
import type { FormValues } from '../../forms/validation';
import { signingStatement, usDate } from './signing';

/** Id of the element captured as the order's PDF. */
export const ORDER_RX_CONTENT_ID = 'order-rx-content';

/** The paper's width in CSS pixels (A4's 210 mm at 96 dpi): the PDF is made at this width on
 * every screen, so a phone sends the same pages as a desktop. */
export const PAPER_WIDTH_PX = 794;

export const PDF_CREATOR = 'Rx Forms';
export const PDF_SUBJECT = 'Order Rx form (written order for medical supplies)';

/** Pages painted so far and the page count, while the PDF is made. */
export type PdfProgress = (done: number, total: number) => void;

/** The order a PDF is made of: its reference and the values on the page. */
export interface OrderIdentity {
  orderId: string;
  values: FormValues;
}

/** `11/23/2026 14:05 UTC`: plain ASCII, which the PDF's standard font can print. */
export function printedTime(date: Date): string {
  const time = date.toLocaleTimeString('en-US', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  });
  return `${usDate(date)} ${time.replace(/\s+/g, ' ')}`;
}

/** Every page's header: the reference and when the PDF was made; how the order was signed. */
export function orderPageHeader(order: OrderIdentity, madeAt: Date): PageHeader {
  return {
    left: `Order ${order.orderId} - ${printedTime(madeAt)}`,
    right: signingStatement(order.values, madeAt),
  };
}

export function makeOrderPdf(order: OrderIdentity, onProgress?: PdfProgress): Promise<FormPdf> {
  const content = document.getElementById(ORDER_RX_CONTENT_ID);
  if (!content) return Promise.reject(new Error('the order form is not on the page'));
  return createFormPdf(content, {
    onProgress,
    layoutWidthPx: PAPER_WIDTH_PX,
    pageHeader: orderPageHeader(order, new Date()),
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
  onProgress?: PdfProgress,
): Promise<OrderDocuments> {
  const pdf = await makeOrderPdf(order, onProgress);
  return { pdf, attachments: await encodeAttachments(files) };
}

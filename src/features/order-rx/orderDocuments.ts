import { encodeAttachments, type AttachedFileData } from '../../lib/files';
import { createFormPdf, type FormPdf } from '../../lib/pdf';

/** Id of the element captured as the order's PDF. */
export const ORDER_RX_CONTENT_ID = 'order-rx-content';

/** Pages painted so far and the page count, while the PDF is made. */
export type PdfProgress = (done: number, total: number) => void;

export function makeOrderPdf(onProgress?: PdfProgress): Promise<FormPdf> {
  const content = document.getElementById(ORDER_RX_CONTENT_ID);
  if (!content) return Promise.reject(new Error('the order form is not on the page'));
  return createFormPdf(content, { onProgress });
}

export interface OrderDocuments {
  pdf: FormPdf;
  attachments: AttachedFileData[];
}

/** What an order consists of when it leaves the page: its PDF and the attached files. */
export async function makeOrderDocuments(
  files: readonly File[],
  onProgress?: PdfProgress,
): Promise<OrderDocuments> {
  const pdf = await makeOrderPdf(onProgress);
  return { pdf, attachments: await encodeAttachments(files) };
}

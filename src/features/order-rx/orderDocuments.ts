import type { AttachedFileData, Locale } from '../../../contract/api';
import type { CompanyInfo } from '../../../contract/config';
import { withCompletedIn } from '../../../contract/completedIn';
import { englishWords, type Words } from '../../lib/i18n/words';
import { fillIn } from '../../../contract/languages';
import { encodeAttachments } from '../../lib/files';
import { makeFormPdf, printedTime, type FormPdf } from '../../lib/document';
import { formPdfInput, shownTitle, type FormValues } from '../../forms';
import { orderRxSchema, orderRxUiSchema } from './orderRxDefinition';
import { signingStatement } from './signing';

export const PDF_CREATOR = 'Rx Forms';
export const PDF_SUBJECT = 'Order Rx form (written order for medical supplies)';

/** The order a PDF is made of: its reference, the values on the page and who supplies it. */
export interface OrderIdentity {
  orderId: string;
  values: FormValues;
  company: CompanyInfo;
  /** The language the person filled the form in (the supplier's copy says so). */
  locale: Locale;
}

/** An order as its document prints it: with how many files go with it ("see attached Rx"). */
export interface PrintedOrder extends OrderIdentity {
  attachedFiles: number;
}

/**
 * Whom the document is for: the supplier's copy is always English; the person's own copy
 * (Print) is in their language, with the form's texts from their translation of ui.json.
 */
export interface DocumentReader {
  /** The document's language, and its words and ui.json in that language. */
  language: Locale;
  words: Words;
  uiSchema: typeof orderRxUiSchema;
}

export const supplierReader: DocumentReader = {
  language: 'en',
  words: englishWords,
  uiSchema: orderRxUiSchema,
};

/**
 * Every page's header: the reference and when the PDF was made (and, on the supplier's English
 * copy of an order filled in another language, "Completed in Spanish"); how it was signed.
 */
export function orderPageHeader(
  order: Omit<PrintedOrder, 'company'>,
  madeAt: Date,
  reader: DocumentReader = supplierReader,
) {
  const { document } = reader.words;
  const made = fillIn(document.orderHeader, {
    reference: order.orderId,
    time: printedTime(madeAt),
  });
  return {
    // Only the supplier's English copy says which language the form was filled in.
    left: reader.language === 'en' ? withCompletedIn(made, order.locale) : made,
    right: signingStatement(order.values, madeAt, order.attachedFiles, document),
  };
}

/** The order's document, drawn from the form's files and the values (the same on every screen). */
export function makeOrderPdf(
  order: PrintedOrder,
  reader: DocumentReader = supplierReader,
): Promise<FormPdf> {
  const { uiSchema } = reader;
  const input = formPdfInput({
    schema: orderRxSchema,
    uiSchema,
    values: order.values,
    company: order.company,
    title: shownTitle(orderRxSchema, uiSchema),
    header: orderPageHeader(order, new Date(), reader),
    reader,
    // The reference only: viewers show these and mail systems index them.
    properties: { title: `Order Rx ${order.orderId}`, subject: PDF_SUBJECT, creator: PDF_CREATOR },
  });
  return makeFormPdf(input);
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
  const [pdf, attachments] = await Promise.all([
    makeOrderPdf({ ...order, attachedFiles: files.length }),
    encodeAttachments(files),
  ]);
  return { pdf, attachments };
}

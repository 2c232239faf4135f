import type { FormPdf, FormPdfOptions } from './createFormPdf';

export type { FormPdf, FormPdfOptions, PageHeader } from './createFormPdf';
export { formatIsoDate } from './isoDate';
export { savePdf } from './savePdf';
export { EXCLUDE_ATTRIBUTE } from './pageBreaks';

/**
 * Paints `element` into an A4 PDF (see createFormPdf.ts). The capture, text-layer and layout
 * code loads with the first PDF, as the PDF libraries do, instead of with every form page.
 */
export async function createFormPdf(
  element: HTMLElement,
  options?: FormPdfOptions,
): Promise<FormPdf> {
  const pdf = await import('./createFormPdf');
  return pdf.createFormPdf(element, options);
}

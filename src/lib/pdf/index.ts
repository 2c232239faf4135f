export { createFormPdf, type FormPdf, type FormPdfOptions } from './createFormPdf';
export { savePdf } from './savePdf';
export { EXCLUDE_ATTRIBUTE } from './pageBreaks';

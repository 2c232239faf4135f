export { createFormPdf, type FormPdf, type FormPdfOptions, type PageHeader } from './createFormPdf';
export { formatIsoDate } from './prepareClone';
export { savePdf } from './savePdf';
export { EXCLUDE_ATTRIBUTE } from './pageBreaks';

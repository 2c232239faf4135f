import type { PrintForm } from '../../../lib/document';

/** Not in the document: a hidden value is sent, not shown. */
export const hiddenPrint: PrintForm = () => [];

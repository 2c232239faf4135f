import type { PrintForm } from '../../lib/document';

/** Not in the document: the files travel beside it, and the page's header says whether any did. */
export const attachmentsPrint: PrintForm = () => [];

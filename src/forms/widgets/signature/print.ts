import type { PrintForm } from '../../../lib/document';

/** In the document: the drawing in a box under its label, or "(not drawn)" in the empty box. */
export const signaturePrint: PrintForm = ({ label, value, span, words }) => [
  {
    kind: 'image',
    label,
    image: typeof value === 'string' && value ? value : undefined,
    emptyText: words.document.notDrawn,
    span,
  },
];

import type { PrintForm } from '../../../lib/document';
import { agreementPlainText, agreementText } from '../../agreementText';

/** In the document: the text agreed to, word for word as on the screen, then its box. */
export const agreementPrint: PrintForm = ({ options, textValues, title, value, span }) => {
  const text = agreementPlainText(agreementText(options, textValues));
  return [
    ...(text ? [{ kind: 'note' as const, text, span }] : []),
    { kind: 'check', label: title, checked: value === true, span },
  ];
};

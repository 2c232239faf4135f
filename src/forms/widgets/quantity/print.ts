import type { PrintForm } from '../../../lib/document';
import { capLabel } from './quantityRules';

/** In the document: the quantity on its line with the cap beside it, as on the screen. */
export const quantityPrint: PrintForm = (field) => {
  const maximum = typeof field.schema.maximum === 'number' ? field.schema.maximum : undefined;
  const suffix = capLabel(field.options.capLabel, maximum, field.words.form.max);
  return field.plain().map((cell) => (cell.kind === 'text' ? { ...cell, suffix } : cell));
};

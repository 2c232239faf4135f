import { englishWords } from '../../../lib/i18n/words';
import { fillIn } from '../../../../contract/languages';

/**
 * A typed quantity as a whole number (digits only). A number above the cap is kept as typed:
 * the schema's `maximum` flags it ("At most 5") rather than the box silently changing it.
 */
export function parseQuantity(typed: string): number | undefined {
  const digits = typed.replace(/\D/g, '');
  return digits === '' ? undefined : Number(digits);
}

/** Room in a quantity box: the cap's digits and one more, so an over-cap number can be typed. */
export function quantityMaxLength(cap: number | undefined): number {
  return cap === undefined ? 4 : String(cap).length + 1;
}

/** The cap printed beside a quantity box: the ui.json `capLabel`, else `max <maximum>`. */
export function capLabel(
  option: unknown,
  maximum: number | undefined,
  template = englishWords.form.max,
): string | undefined {
  if (typeof option === 'string') return option || undefined;
  return maximum === undefined ? undefined : fillIn(template, { limit: maximum });
}

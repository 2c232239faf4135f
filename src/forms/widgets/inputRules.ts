import { formatPhone, isFullPhone } from '../../lib/phone/phone';

/** The phone value to store while typing: masked, or undefined when nothing is left. */
export function maskedPhone(typed: string): string | undefined {
  return formatPhone(typed) || undefined;
}

/** On leaving a phone field, a number shorter than `(XXX) XXX-XXXX` is cleared. */
export function phoneOnLeave(value: string | undefined): string | undefined {
  return value !== undefined && isFullPhone(value) ? value : undefined;
}

/** A typed quantity as a whole number from 0 to `cap` (digits only; above the cap → the cap). */
export function parseQuantity(typed: string, cap?: number): number | undefined {
  const digits = typed.replace(/\D/g, '');
  if (digits === '') return undefined;
  const quantity = Number(digits);
  return cap !== undefined && quantity > cap ? cap : quantity;
}

/** The cap printed beside a quantity box: the ui.json `capLabel`, else `max <maximum>`. */
export function capLabel(option: unknown, maximum: number | undefined): string | undefined {
  if (typeof option === 'string') return option || undefined;
  return maximum === undefined ? undefined : `max ${maximum}`;
}

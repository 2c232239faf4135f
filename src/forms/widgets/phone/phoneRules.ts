import { formatPhone } from '../../../lib/phone/phone';

/** The phone value to store for what is in the box: masked, or undefined when nothing is. */
export function maskedPhone(typed: string): string | undefined {
  return typed.trim() === '' ? undefined : formatPhone(typed);
}

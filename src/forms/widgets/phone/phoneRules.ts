import { formatPhone } from '../../../lib/phone/phone';

/** The phone value to store while typing: masked, or undefined when nothing is left. */
export function maskedPhone(typed: string): string | undefined {
  return formatPhone(typed) || undefined;
}

import { isFullPhone } from '../../lib/phone/phone';
import type { FormValues } from '../../forms';

/**
 * The two values the send flow and the shop rely on, by their contract key names
 * (docs/contract.md, "Names that stay"): the text message goes to the patient's phone, and the
 * form counts as filled for the shop once both are present.
 */
const PATIENT_NAME_KEY = 'orfPatientName';
const PATIENT_PHONE_KEY = 'orfPhone';

/** A value as trimmed text; anything that is not text reads as empty. */
export const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

export function patientPhone(values: FormValues): string {
  return textOf(values[PATIENT_PHONE_KEY]);
}

/** Patient name and a complete phone number are both present. */
export function isOrderFilled(values: FormValues): boolean {
  return textOf(values[PATIENT_NAME_KEY]) !== '' && isFullPhone(patientPhone(values));
}

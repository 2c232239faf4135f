import type { FormValues } from '../../forms';
import { CONSENT_FIXED_FIELDS, type ConsentRequest } from '../../../contract/api';

/** What proves the opt-in besides the values: the words shown, their version, where and when. */
export type ConsentProof = Pick<
  ConsentRequest,
  'consentText' | 'consentTextVersion' | 'pageUrl' | 'consentedAt'
>;

function text(values: FormValues, key: string): string {
  const value = values[key];
  if (typeof value !== 'string' || value === '') throw new Error(`consent form: ${key} is missing`);
  return value;
}

/** The values beside the fixed fields: whatever staff added to the form is sent too. */
function otherAnswers(values: FormValues): Record<string, unknown> {
  const fixed: readonly string[] = CONSENT_FIXED_FIELDS;
  return Object.fromEntries(
    Object.entries(values).filter(([key, value]) => !fixed.includes(key) && value !== undefined),
  );
}

/** The record to send for validated form values; throws if they are not what the schema says. */
export function buildConsentRecord(values: FormValues, proof: ConsentProof): ConsentRequest {
  if (values.consent !== true) throw new Error('consent form: consent is not given');
  return {
    name: text(values, 'name'),
    lastName: text(values, 'lastName'),
    email: text(values, 'email'),
    phone: text(values, 'phone'),
    consent: true,
    ...proof,
    answers: otherAnswers(values),
  };
}

/** The page's address without query or fragment, which may carry unrelated data. */
export function pageUrlOf(location: Pick<Location, 'origin' | 'pathname'>): string {
  return `${location.origin}${location.pathname}`;
}

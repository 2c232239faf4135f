import { postJson } from '../../lib/api';
import { apiUrl } from '../../lib/config/config';
import type { ConsentRequestBody } from '../../lib/api/consentApi';

export const CONSENTS_PATH = 'consents';
/** A hung call must not leave Confirm busy for ever. */
const CONSENT_TIMEOUT_MS = 15_000;

/** POSTs the record to `{consentApiUrl}/consents`; throws an ApiError unless it is stored. */
export function sendConsent(consentApiUrl: string, record: ConsentRequestBody): Promise<void> {
  return postJson(apiUrl(consentApiUrl, CONSENTS_PATH), record, { timeoutMs: CONSENT_TIMEOUT_MS });
}

import { postJson } from '../../lib/api';
import { apiUrl } from '../../../contract/config';
import { apiPaths, type ConsentRequest } from '../../../contract/api';

/** A hung call must not leave Confirm busy for ever. */
const CONSENT_TIMEOUT_MS = 15_000;

/** POSTs the record to `{consentApiUrl}/consents`; throws an ApiError unless it is stored. */
export async function sendConsent(consentApiUrl: string, record: ConsentRequest): Promise<void> {
  await postJson(apiUrl(consentApiUrl, apiPaths.consents), record, 'consent', {
    timeoutMs: CONSENT_TIMEOUT_MS,
  });
}

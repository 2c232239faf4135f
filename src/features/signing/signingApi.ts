/**
 * The practitioner's link and the sender's status, against the API (contract/signing.ts). The
 * token and the status id travel in request bodies only, never in a URL.
 */
import { apiUrl } from '../../../contract/config';
import { signingPaths, UNUSABLE_LINK_STATUS, type SignRequest } from '../../../contract/signing';
import type { AnswerKind } from '../../../contract/api';
import { ApiError, postJson } from '../../lib/api';

const TIMEOUT_MS = 30_000;

/** The link cannot be used (wrong, used, declined, expired): the page says so and no more. */
export class UnusableLink extends Error {}

async function call<K extends AnswerKind>(base: string, path: string, body: unknown, kind: K) {
  try {
    return await postJson(apiUrl(base, path), body, kind, { timeoutMs: TIMEOUT_MS });
  } catch (error) {
    if (error instanceof ApiError && error.status === UNUSABLE_LINK_STATUS) {
      throw new UnusableLink();
    }
    throw error;
  }
}

export const viewOrder = (base: string, token: string) =>
  call(base, signingPaths.view, { token }, 'signingView');

export const signOrder = (base: string, request: SignRequest) =>
  call(base, signingPaths.sign, request, 'signingDone');

export const declineOrder = (base: string, token: string, reason: string) =>
  call(base, signingPaths.decline, { token, reason }, 'signingDone');

export const signingStatus = (base: string, statusId: string) =>
  call(base, signingPaths.status, { statusId }, 'signingStatus');

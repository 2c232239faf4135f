/**
 * The practitioner's link and the sender's status, against the API (contract/signing.ts). The
 * token and the status id travel in request bodies only, never in a URL.
 */
import { apiUrl } from '../../../contract/config';
import {
  signingPaths,
  UNUSABLE_LINK_STATUS,
  type SignRequest,
  type SigningStatus,
  type SigningView,
} from '../../../contract/signing';
import { ApiError, postJsonForAnswer } from '../../lib/api';

const TIMEOUT_MS = 30_000;

/** The link cannot be used (wrong, used, declined, expired): the page says so and no more. */
export class UnusableLink extends Error {}

async function call<T>(base: string, path: string, body: unknown): Promise<T> {
  try {
    return (await postJsonForAnswer(apiUrl(base, path), body, { timeoutMs: TIMEOUT_MS })) as T;
  } catch (error) {
    if (error instanceof ApiError && error.status === UNUSABLE_LINK_STATUS) {
      throw new UnusableLink();
    }
    throw error;
  }
}

export const viewOrder = (base: string, token: string) =>
  call<SigningView>(base, signingPaths.view, { token });

export const signOrder = (base: string, request: SignRequest) =>
  call<unknown>(base, signingPaths.sign, request);

export const declineOrder = (base: string, token: string, reason: string) =>
  call<unknown>(base, signingPaths.decline, { token, reason });

export const signingStatus = (base: string, statusId: string) =>
  call<SigningStatus>(base, signingPaths.status, { statusId });

/**
 * Hands a composed e-mail to the delivery seam and turns the outcome into the answer's common
 * part: 200 `sent`, 202 `queued` (with a message the page shows), 409 for a reference reused
 * for other content, 502 when it could neither be sent nor kept.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Deliveries, DeliveryRequest } from '../delivery/deliveries';
import { ApiError } from '../http/errors';

export const QUEUED_MESSAGE = 'Received; it will be forwarded to the supplier';

export interface DeliveryAnswer {
  httpStatus: 200 | 202;
  body: {
    ok: true;
    status: 'sent' | 'queued';
    receivedAt: string;
    message?: string;
  };
  duplicate: boolean;
}

export async function deliver(
  deliveries: Deliveries,
  request: DeliveryRequest,
  log: FastifyBaseLogger,
  conflictMessage: string,
): Promise<DeliveryAnswer> {
  let outcome;
  try {
    outcome = await deliveries.submit(request);
  } catch (error) {
    // The reference is not patient data; the error's text may be the mail server's.
    log.error({ err: error, reference: request.reference, kind: request.kind }, 'delivery failed');
    throw new ApiError(502, 'It could not be e-mailed to the supplier; please try again later');
  }
  if (outcome.status === 'conflict') throw new ApiError(409, conflictMessage);
  const queued = outcome.status === 'queued';
  return {
    httpStatus: queued ? 202 : 200,
    body: {
      ok: true,
      status: outcome.status,
      receivedAt: outcome.receivedAt.toISOString(),
      ...(queued ? { message: QUEUED_MESSAGE } : {}),
    },
    duplicate: outcome.duplicate,
  };
}

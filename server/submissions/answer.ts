/**
 * The one way a checked submission reaches the supplier: its e-mail is composed and handed to
 * the deliveries, and the outcome becomes the answer's common part: 200 `sent`, 202 `queued`
 * (with the message the page shows), 409 for a reference reused for other content, 503 when the
 * database cannot be reached, 502 when it could neither be sent nor kept otherwise.
 */
import type { FastifyBaseLogger } from 'fastify';
import { RECEIVED_MESSAGE, type SubmissionStatus } from '../../contract/api';
import { ORDER_FORM_ID } from '../../contract/catalog';
import type { Deliveries } from '../delivery/deliveries';
import { ApiError } from '../http/errors';
import { isDatabaseUnavailable } from '../storage/unavailable';
import { composeSubmissionMessage, type MailAddresses } from './message';
import type { Submission } from './submission';

export interface SubmissionAnswer {
  httpStatus: 200 | 202;
  body: { ok: true; status: SubmissionStatus; receivedAt: string; message?: string };
  duplicate: boolean;
}

export interface Handover {
  deliveries: Deliveries;
  addresses: MailAddresses;
  log: FastifyBaseLogger;
}

export async function deliverSubmission(
  submission: Submission,
  { deliveries, addresses, log }: Handover,
  conflictMessage: string,
): Promise<SubmissionAnswer> {
  const { reference, form } = submission;
  const kind = form.entry.id === ORDER_FORM_ID ? 'order' : 'form';
  const receivedAt = new Date();
  const to = form.entry.emailTo ?? addresses.to;
  let outcome;
  try {
    outcome = await deliveries.submit({
      reference,
      kind,
      fingerprint: submission.fingerprint,
      message: composeSubmissionMessage(submission, receivedAt, { ...addresses, to }),
      receivedAt,
    });
  } catch (error) {
    // Nothing was stored: the error handler says to try again in a minute (503).
    if (isDatabaseUnavailable(error)) throw error;
    // The reference is not patient data; the error's text may be the mail server's.
    log.error({ err: error, reference, kind }, 'delivery failed');
    throw new ApiError(502, 'It could not be e-mailed to the supplier; please try again later');
  }
  if (outcome.status === 'conflict') throw new ApiError(409, conflictMessage);
  const queued = outcome.status === 'queued';
  log.info(
    {
      formId: form.entry.id,
      reference,
      files: submission.files.length,
      duplicate: outcome.duplicate,
    },
    `submission ${outcome.status}`,
  );
  return {
    httpStatus: queued ? 202 : 200,
    body: {
      ok: true,
      status: outcome.status,
      receivedAt: outcome.receivedAt.toISOString(),
      ...(queued ? { message: RECEIVED_MESSAGE } : {}),
    },
    duplicate: outcome.duplicate,
  };
}

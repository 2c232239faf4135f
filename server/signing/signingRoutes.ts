/**
 * The signing plugin: the practitioner's link (view, sign, decline; the token always in the
 * body, so no log line or proxy holds it) and the sender's status (by an unguessable id, also
 * in the body; the state only). A link that cannot be used gets one answer whatever the reason. Guessing is
 * rate limited per address. A sweep purges expired orders and finishes interrupted hand-overs.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  declineRequestSchema,
  SIGNING_PAGE_PATH,
  signingDoneSchema,
  signingPaths,
  signingStatusSchema,
  signingTokenRequestSchema,
  signingViewSchema,
  signRequestSchema,
  signingStatusRequestSchema,
  UNUSABLE_LINK_MESSAGE,
  UNUSABLE_LINK_STATUS,
  type DeclineRequest,
  type SigningChoice,
  type SigningStatusRequest,
  type SigningTokenRequest,
  type SignRequest,
} from '../../contract/signing';
import { answers } from '../http/answers';
import { ApiError } from '../http/errors';
import type { Submission } from '../submissions/submission';
import type { SignatureRequests } from './signatureRequests';

export interface SigningRoutesOptions {
  signatures: SignatureRequests;
  attemptsPerMinute: number;
  /** How often expired orders are purged and interrupted hand-overs looked for. */
  sweepEveryMs: number;
}

const unusableLink = () => new ApiError(UNUSABLE_LINK_STATUS, UNUSABLE_LINK_MESSAGE);

/** Where links point: the configured page, or this site's `/sign`. */
export function signingPageUrl(
  request: FastifyRequest,
  settings: { signingPageUrl?: string; publicOrigin?: string },
): string {
  if (settings.signingPageUrl) return settings.signingPageUrl;
  const origin = settings.publicOrigin ?? `${request.protocol}://${request.host}`;
  return `${origin}${SIGNING_PAGE_PATH}`;
}

export type HoldForSignature = (
  submission: Submission,
  choice: SigningChoice,
  request: FastifyRequest,
) => ReturnType<SignatureRequests['hold']>;

export async function signingPlugin(
  app: FastifyInstance,
  options: SigningRoutesOptions,
): Promise<void> {
  const { signatures } = options;
  const rateLimit = { max: options.attemptsPerMinute, timeWindow: 60_000 };
  // The answers hold an order or its state: no browser or proxy keeps a copy.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post<{ Body: SigningTokenRequest }>(
    `/${signingPaths.view}`,
    {
      schema: { body: signingTokenRequestSchema, response: answers({ 200: signingViewSchema }) },
      config: { rateLimit },
    },
    async (request) =>
      (await signatures.view(request.body.token)) ?? Promise.reject(unusableLink()),
  );

  app.post<{ Body: SignRequest }>(
    `/${signingPaths.sign}`,
    {
      schema: { body: signRequestSchema, response: answers({ 200: signingDoneSchema }) },
      bodyLimit: 512 * 1024,
      config: { rateLimit },
    },
    async (request) => {
      const signer = { ip: request.ip, browser: request.headers['user-agent'] ?? 'unknown' };
      if (!(await signatures.sign(request.body, signer))) throw unusableLink();
      return { ok: true, state: 'signed' };
    },
  );

  app.post<{ Body: DeclineRequest }>(
    `/${signingPaths.decline}`,
    {
      schema: { body: declineRequestSchema, response: answers({ 200: signingDoneSchema }) },
      config: { rateLimit },
    },
    async (request) => {
      if (!(await signatures.decline(request.body.token, request.body.reason))) {
        throw unusableLink();
      }
      return { ok: true, state: 'declined' };
    },
  );

  app.post<{ Body: SigningStatusRequest }>(
    `/${signingPaths.status}`,
    {
      schema: {
        body: signingStatusRequestSchema,
        response: answers({ 200: signingStatusSchema }),
      },
      config: { rateLimit },
    },
    async (request) => {
      const status = await signatures.status(request.body.statusId);
      if (!status) throw new ApiError(404, 'No order has this status address');
      return status;
    },
  );

  let timer: NodeJS.Timeout | undefined;
  const sweep = () =>
    signatures
      .sweep()
      .catch((error: unknown) => app.log.error({ err: error }, 'signing sweep failed'));
  app.addHook('onReady', async () => {
    await sweep();
    timer = setInterval(() => void sweep(), options.sweepEveryMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}

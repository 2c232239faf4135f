/** `POST /consents`: records a text-message consent with the exact text the person agreed to. */
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { apiPaths, consentRequestSchema, type ConsentRequest } from '../../contract/api';
import type { ConsentStore } from './consentStore';

export interface ConsentsOptions {
  store: ConsentStore;
  rateLimit: RateLimitOptions;
}

const MAX_USER_AGENT_LENGTH = 500;

export async function consentsPlugin(
  app: FastifyInstance,
  { store, rateLimit }: ConsentsOptions,
): Promise<void> {
  app.post<{ Body: ConsentRequest }>(
    `/${apiPaths.consents}`,
    { schema: { body: consentRequestSchema }, bodyLimit: 64 * 1024, config: { rateLimit } },
    async (request, reply) => {
      const id = await store.add({
        ...request.body,
        receivedAt: new Date().toISOString(),
        ipAddress: request.ip,
        userAgent: (request.headers['user-agent'] ?? '').slice(0, MAX_USER_AGENT_LENGTH),
      });
      request.log.info({ consentId: id }, 'consent recorded');
      return reply.code(201).send({ ok: true, id });
    },
  );
}

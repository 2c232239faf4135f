/** `POST /consents`: records a text-message consent with the exact text the person agreed to. */
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { patternString } from '../http/validation';
import type { ConsentRequestBody } from '../../src/lib/api/consentApi';
import type { ConsentStore } from './consentStore';

const text = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength }) as const;

export const consentRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'name',
    'lastName',
    'email',
    'phone',
    'consent',
    'consentText',
    'consentTextVersion',
    'pageUrl',
    'consentedAt',
  ],
  properties: {
    name: text(100),
    lastName: text(100),
    email: { type: 'string', format: 'email', maxLength: 254 },
    phone: patternString('^[0-9()+. -]{7,25}$', 'must be a phone number such as (555) 123-4567'),
    consent: { const: true },
    consentText: text(10_000),
    consentTextVersion: text(100),
    pageUrl: { type: 'string', format: 'uri', maxLength: 2000 },
    consentedAt: { type: 'string', format: 'date-time' },
  },
} as const;

const MAX_USER_AGENT_LENGTH = 500;

export function registerConsentRoute(
  app: FastifyInstance,
  store: ConsentStore,
  rateLimit: RateLimitOptions,
): void {
  app.post<{ Body: ConsentRequestBody }>(
    '/consents',
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

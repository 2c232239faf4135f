/** `POST /consents`: records a text-message consent with the exact text the person agreed to. */
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import {
  apiPaths,
  CONSENT_FIXED_FIELDS,
  consentAnswerSchema,
  consentRequestSchema,
  type ConsentRequest,
} from '../../contract/api';
import { answers } from '../http/answers';
import { ApiError } from '../http/errors';
import type { CheckedForm } from '../submissions/formCatalog';
import type { ConsentStore } from './consentStore';

export interface ConsentsOptions {
  store: ConsentStore;
  /** The consent form's schema.json: every answer it declares is checked and kept. */
  form: CheckedForm;
  rateLimit: RateLimitOptions;
}

/** The form's values as the person filled them in: the fixed fields and the other answers. */
function formValues(body: ConsentRequest): Record<string, unknown> {
  const answers = body.answers ?? {};
  const repeated = CONSENT_FIXED_FIELDS.filter((field) => field in answers);
  if (repeated.length > 0) {
    throw new ApiError(400, `answers.${repeated[0]}: is a field of its own in this request`);
  }
  const fixed = Object.fromEntries(CONSENT_FIXED_FIELDS.map((field) => [field, body[field]]));
  return { ...fixed, ...answers };
}

const MAX_USER_AGENT_LENGTH = 500;

export async function consentsPlugin(
  app: FastifyInstance,
  { store, form, rateLimit }: ConsentsOptions,
): Promise<void> {
  app.post<{ Body: ConsentRequest }>(
    `/${apiPaths.consents}`,
    {
      schema: { body: consentRequestSchema, response: answers({ 201: consentAnswerSchema }) },
      bodyLimit: 64 * 1024,
      config: { rateLimit },
    },
    async (request, reply) => {
      form.checkValues(formValues(request.body), '');
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

/**
 * `POST /whatsapp-manager/send`: checks a confirmation text message and forwards it to the
 * configured provider, or records it in the outbox when none is configured.
 */
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../http/errors';
import { patternString } from '../http/validation';
import { newShortId, type Outbox } from '../outbox';

export const MAX_TEXT_LENGTH = 1000;

export interface TextMessage {
  clientId: string;
  number: string;
  text: string;
}

export const textMessageSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['clientId', 'number', 'text'],
  properties: {
    clientId: { type: 'string', minLength: 1, maxLength: 100 },
    number: patternString(
      '^1[0-9]{10}$',
      'must be 1 followed by the 10 digits of the phone number',
    ),
    text: { type: 'string', minLength: 1, maxLength: MAX_TEXT_LENGTH },
  },
} as const;

export interface TextProvider {
  url: string;
  token?: string;
  timeoutMs: number;
}

export type TextSender = (message: TextMessage) => Promise<string>;

/** Posts the message as JSON to the provider; any failure becomes a 502 that reveals nothing. */
function providerSender(provider: TextProvider): TextSender {
  return async (message) => {
    const id = newShortId();
    let response: Response;
    try {
      response = await fetch(provider.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(provider.token ? { authorization: `Bearer ${provider.token}` } : {}),
        },
        body: JSON.stringify(message),
        signal: AbortSignal.timeout(provider.timeoutMs),
      });
    } catch (error) {
      throw new ApiError(502, 'The text-message provider could not be reached', { cause: error });
    }
    await response.body?.cancel();
    if (!response.ok) {
      throw new ApiError(
        502,
        `The text-message provider refused the message (status ${response.status})`,
      );
    }
    return id;
  };
}

function outboxSender(outbox: Outbox): TextSender {
  return async (message) => {
    const id = newShortId();
    const record = {
      id,
      receivedAt: new Date().toISOString(),
      number: message.number,
      text: message.text,
    };
    await outbox.write('text', id, 'json', `${JSON.stringify(record, null, 2)}\n`);
    return id;
  };
}

export function createTextSender(provider: TextProvider | undefined, outbox: Outbox): TextSender {
  return provider ? providerSender(provider) : outboxSender(outbox);
}

export function registerTextMessageRoute(
  app: FastifyInstance,
  options: { clientId: string; send: TextSender; rateLimit: RateLimitOptions },
): void {
  app.post<{ Body: TextMessage }>(
    '/whatsapp-manager/send',
    {
      schema: { body: textMessageSchema },
      bodyLimit: 16 * 1024,
      config: { rateLimit: options.rateLimit },
    },
    async (request, reply) => {
      if (request.body.clientId !== options.clientId) {
        throw new ApiError(400, 'clientId: is not known to this server');
      }
      const messageId = await options.send(request.body);
      request.log.info({ messageId }, 'text message accepted');
      return reply.code(200).send({ ok: true, messageId });
    },
  );
}

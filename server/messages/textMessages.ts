/**
 * `POST /whatsapp-manager/send`: checks a confirmation text message and forwards it to the
 * configured provider, or records it in the outbox when none is configured.
 */
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { answers } from '../http/answers';
import { ApiError } from '../http/errors';
import {
  apiPaths,
  textMessageAnswerSchema,
  textMessageRequestSchema,
  type TextMessageRequest,
} from '../../contract/api';
import { newShortId, type Outbox } from '../outbox';

export type TextMessage = TextMessageRequest;

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

export interface TextMessagesOptions {
  clientId: string;
  send: TextSender;
  rateLimit: RateLimitOptions;
}

export async function textMessagesPlugin(
  app: FastifyInstance,
  options: TextMessagesOptions,
): Promise<void> {
  app.post<{ Body: TextMessage }>(
    `/${apiPaths.textMessage}`,
    {
      schema: {
        body: textMessageRequestSchema,
        response: answers({ 200: textMessageAnswerSchema }),
      },
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

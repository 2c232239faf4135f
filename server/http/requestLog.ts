/**
 * Logging that never holds patient data: one line per request with method, path (no query),
 * status and time; errors with their type, code and message only. Bodies are never logged.
 */
import {
  LogController,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import type { LogLevel } from './settings';
import { pathOf } from './errors';

interface LoggedError {
  type: string;
  code?: string;
  message: string;
  stack: string;
  cause?: string;
  [key: string]: unknown;
}

function serializeError(error: unknown): LoggedError {
  if (!(error instanceof Error))
    return { type: typeof error, message: 'non-error thrown', stack: '' };
  const code = (error as { code?: unknown }).code;
  return {
    type: error.name,
    ...(typeof code === 'string' ? { code } : {}),
    message: error.message,
    stack: error.stack ?? '',
    ...(error.cause instanceof Error
      ? { cause: `${error.cause.name}: ${error.cause.message}` }
      : {}),
  };
}

/** `stream` defaults to standard output; tests pass their own to inspect what is logged. */
export function loggerOptions(
  level: LogLevel,
  stream?: NodeJS.WritableStream,
): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      err: serializeError,
      req: (request: { method?: string; url?: string }) => ({
        method: request.method,
        url: pathOf(request.url ?? ''),
      }),
      res: (reply: { statusCode?: number }) => ({ statusCode: reply.statusCode }),
    },
  };
}

/** One line per finished request; Fastify's own lines would carry error texts of 4xx answers. */
export class RequestLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(_error: unknown, request: FastifyRequest, reply: FastifyReply): void {
    reply.log.info(
      {
        method: request.method,
        url: pathOf(request.url),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
  }
}

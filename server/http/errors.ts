/**
 * Every error leaves as `{ "error": "<clear message>" }` with the right status. Messages of 4xx
 * errors are written for the caller; 5xx answers are generic so nothing private leaks, except a
 * database that cannot be reached: 503, `Retry-After` and a message saying to try again.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
  RETRY_AFTER_SECONDS,
} from '../storage/unavailable';

/** An error whose message is safe to show to the caller. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'ApiError';
  }
}

export interface ErrorBody {
  error: string;
}

/** Fastify's own errors, whose default text is technical or may quote the body. */
const frameworkMessages: Record<string, (limitBytes: number) => string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: (limit) =>
    `Request body is too large (the limit is ${formatBytes(limit)})`,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () => 'Content-Type must be application/json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () => 'Content-Length does not match the body',
  FST_ERR_CTP_EMPTY_JSON_BODY: () => 'Request body is empty; a JSON object is expected',
  FST_ERR_CTP_INVALID_JSON_BODY: () => 'Request body is not valid JSON',
};

export function formatBytes(bytes: number): string {
  const MB = 1024 * 1024;
  return bytes < MB ? `${Math.round(bytes / 1024)} KB` : `${Math.round((bytes / MB) * 10) / 10} MB`;
}

/** Path without the query string: queries may carry values that must not reach logs or answers. */
export function pathOf(url: string): string {
  const queryStart = url.indexOf('?');
  return queryStart === -1 ? url : url.slice(0, queryStart);
}

function clientMessage(error: FastifyError, request: FastifyRequest): string {
  if (error instanceof ApiError) return error.message;
  if (error.validation) return error.message;
  if (error instanceof SyntaxError) return frameworkMessages.FST_ERR_CTP_INVALID_JSON_BODY(0);
  const framework = error.code ? frameworkMessages[error.code] : undefined;
  if (framework) return framework(request.routeOptions.bodyLimit ?? 0);
  return error.message;
}

/** 503 with `Retry-After`: nothing was stored, and the same request may simply be made again. */
function sendUnavailable(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  request.log.warn({ err: error }, 'database unavailable');
  return reply
    .code(503)
    .header('retry-after', String(RETRY_AFTER_SECONDS))
    .send({ error: DATABASE_UNAVAILABLE_MESSAGE } satisfies ErrorBody);
}

function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (isDatabaseUnavailable(error)) return sendUnavailable(error, request, reply);
  const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
  if (status >= 500) request.log.error({ err: error }, 'request failed');
  const message =
    status < 500 || error instanceof ApiError
      ? clientMessage(error, request)
      : 'The server could not handle this request; please try again later';
  return reply.code(status).send({ error: message } satisfies ErrorBody);
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(handleError);
}

export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply
    .code(404)
    .send({ error: `Not found: ${request.method} ${pathOf(request.url)}` } satisfies ErrorBody);
}

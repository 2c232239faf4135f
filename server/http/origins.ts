/**
 * Which browser origins may call the API: the site's own origin and the trusted origins. CORS
 * headers are given only to those, and a cross-origin POST from any other origin is refused
 * outright, so a foreign page cannot submit even a "simple" request.
 */
import fastifyCors from '@fastify/cors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from './errors';

export function isAllowedOrigin(
  origin: string,
  request: FastifyRequest,
  trusted: readonly string[],
): boolean {
  if (trusted.includes(origin)) return true;
  try {
    return new URL(origin).host === request.host;
  } catch {
    return false;
  }
}

export async function registerOriginPolicy(
  app: FastifyInstance,
  trustedOrigins: readonly string[],
): Promise<void> {
  await app.register(fastifyCors, {
    hook: 'onRequest',
    delegator: (request, callback) => {
      const origin = request.headers.origin;
      callback(null, {
        origin: origin !== undefined && isAllowedOrigin(origin, request, trustedOrigins),
        methods: ['GET', 'POST'],
        allowedHeaders: ['Content-Type'],
        maxAge: 600,
      });
    },
  });
  app.addHook('onRequest', async (request) => {
    const origin = request.headers.origin;
    if (
      request.method === 'POST' &&
      origin !== undefined &&
      !isAllowedOrigin(origin, request, trustedOrigins)
    ) {
      throw new ApiError(403, `Origin ${origin} may not call this API`);
    }
  });
}

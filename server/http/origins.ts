/**
 * Which browser origins may call the API: the site's own origin and the trusted origins. CORS
 * headers are given only to those, and a cross-origin POST from any other origin is refused
 * outright, so a foreign page cannot submit even a "simple" request.
 *
 * The site's own origin is `PUBLIC_ORIGIN` when set. Without it, an origin naming the request's
 * own Host counts as the site only for `localhost` and IP addresses: a domain name could have
 * been re-pointed at this server (DNS rebinding), making any page "same-origin".
 */
import { isIP } from 'node:net';
import fastifyCors from '@fastify/cors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from './errors';

export interface OriginPolicy {
  trustedOrigins: readonly string[];
  publicOrigin?: string;
}

const isLocalName = (hostname: string) =>
  hostname === 'localhost' || isIP(hostname.replace(/^\[|\]$/g, '')) !== 0;

function sameHost(origin: string, request: FastifyRequest): URL | undefined {
  try {
    const url = new URL(origin);
    return url.host === request.host ? url : undefined;
  } catch {
    return undefined;
  }
}

export function isAllowedOrigin(
  origin: string,
  request: FastifyRequest,
  { trustedOrigins, publicOrigin }: OriginPolicy,
): boolean {
  if (trustedOrigins.includes(origin)) return true;
  if (publicOrigin) return origin === publicOrigin;
  const url = sameHost(origin, request);
  return url !== undefined && isLocalName(url.hostname);
}

function refusal(origin: string, request: FastifyRequest, policy: OriginPolicy): ApiError {
  const hint =
    !policy.publicOrigin && sameHost(origin, request)
      ? ` (if this is the site's own address, set PUBLIC_ORIGIN=${origin})`
      : '';
  return new ApiError(403, `Origin ${origin} may not call this API${hint}`);
}

export async function registerOriginPolicy(
  app: FastifyInstance,
  policy: OriginPolicy,
): Promise<void> {
  await app.register(fastifyCors, {
    hook: 'onRequest',
    delegator: (request, callback) => {
      const origin = request.headers.origin;
      callback(null, {
        origin: origin !== undefined && isAllowedOrigin(origin, request, policy),
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
      !isAllowedOrigin(origin, request, policy)
    ) {
      throw refusal(origin, request, policy);
    }
  });
}

/** Security headers sent with every response. */
import type { FastifyInstance } from 'fastify';
import type { Settings } from '../settings';

/** Origin of an absolute API base URL from the settings; this server's own (`""`, `"/"`) has none. */
function originOf(baseUrl: string): string | undefined {
  return /^https?:\/\//.test(baseUrl) ? new URL(baseUrl).origin : undefined;
}

export function contentSecurityPolicy(settings: Settings): string {
  const apiOrigins = [settings.emailApiUrl, settings.whatsAppApiUrl, settings.consentApiUrl]
    .map(originOf)
    .filter((origin): origin is string => origin !== undefined);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // The form validators are precompiled at build time, so no `new Function` (CSP_ALLOW_EVAL: escape hatch).
    'script-src': ["'self'", ...(settings.cspAllowEval ? ["'unsafe-eval'"] : [])],
    // React sets inline style attributes.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    // The PDF step reads attached images back from data:/blob: URLs.
    'connect-src': ["'self'", 'data:', 'blob:', ...new Set(apiOrigins)],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'", ...settings.trustedOrigins],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

export function registerSecurityHeaders(app: FastifyInstance, settings: Settings): void {
  const headers = {
    'content-security-policy': contentSecurityPolicy(settings),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  };
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.headers(headers);
    return payload;
  });
}

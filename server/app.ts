/** Builds the API server from its settings (started by main.ts, and by tests on port 0). */
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerConsentRoute } from './consents/consentRoute';
import { ConsentStore } from './consents/consentStore';
import { ApiError, registerErrorHandling } from './http/errors';
import { registerOriginPolicy } from './http/origins';
import { loggerOptions, RequestLogController } from './http/requestLog';
import { registerSecurityHeaders } from './http/securityHeaders';
import { addRequestFormats, formatValidationErrors } from './http/validation';
import { createTextSender, registerTextMessageRoute } from './messages/textMessages';
import { createDirectDeliveries } from './delivery/directDeliveries';
import { registerOrderRoute } from './orders/orderRoute';
import { Outbox } from './outbox';
import type { Settings } from './settings';
import { buildSiteConfig, readSiteConfigFile } from './site/siteConfig';
import { registerSiteRoutes } from './site/siteRoutes';

export interface BuildOptions {
  /** Where log lines go instead of standard output. */
  logStream?: NodeJS.WritableStream;
}

export async function buildServer(
  settings: Settings,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(settings.logLevel, options.logStream),
    logController: new RequestLogController(),
    trustProxy: settings.trustProxy,
    bodyLimit: 64 * 1024,
    ajv: { customOptions: { coerceTypes: false, allErrors: false }, plugins: [addRequestFormats] },
    schemaErrorFormatter: formatValidationErrors,
  });
  // Only JSON is accepted; anything else is answered 415.
  app.removeContentTypeParser('text/plain');

  registerSecurityHeaders(app, settings);
  registerErrorHandling(app);
  await registerOriginPolicy(app, settings.trustedOrigins);
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new ApiError(429, `Too many requests; try again in ${context.after}`),
  });

  const siteFile = readSiteConfigFile(settings.siteDir);
  for (const problem of siteFile.problems) app.log.warn(`site config.json: ${problem}`);
  await registerSiteRoutes(app, {
    siteDir: settings.siteDir,
    siteConfig: buildSiteConfig(settings, siteFile.config),
  });

  const rateLimit = { max: settings.rateLimitMax, timeWindow: settings.rateLimitWindowMs };
  const outbox = new Outbox(settings.outboxDir);
  const deliveries = createDirectDeliveries({ smtpUrl: settings.smtpUrl, outbox });
  const consents = new ConsentStore(settings.dataDir);
  app.addHook('onClose', async () => {
    await deliveries.close();
    consents.close();
  });

  registerOrderRoute(app, {
    deliveries,
    addresses: { to: settings.orderEmailTo, from: settings.orderEmailFrom },
    rateLimit,
  });
  registerTextMessageRoute(app, {
    clientId: settings.whatsAppClientId,
    rateLimit,
    send: createTextSender(
      settings.whatsAppProviderUrl
        ? {
            url: settings.whatsAppProviderUrl,
            token: settings.whatsAppProviderToken,
            timeoutMs: settings.whatsAppProviderTimeoutMs,
          }
        : undefined,
      outbox,
    ),
  });
  registerConsentRoute(app, consents, rateLimit);
  return app;
}

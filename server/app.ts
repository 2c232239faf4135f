/**
 * Builds the API server from its settings (started by main.ts, and by tests on port 0): the
 * HTTP policy for every request, then one plugin per concern.
 */
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { consentsPlugin } from './consents/consentRoute';
import { createDurableDeliveries, type DurableDeliveries } from './delivery/durableDeliveries';
import { createOutboxSender, createSmtpSender } from './delivery/senders';
import { registerAnswerCheck } from './http/answers';
import { ApiError, registerErrorHandling } from './http/errors';
import { registerOpenApi } from './http/openApi';
import { registerBodyGuards } from './http/bodyGuards';
import { registerHostCheck } from './http/hostCheck';
import { registerOriginPolicy } from './http/origins';
import { loggerOptions, RequestLogController } from './http/requestLog';
import { registerSecurityHeaders } from './http/securityHeaders';
import { addRequestFormats, formatValidationErrors } from './http/validation';
import { createTextSender, textMessagesPlugin, type TextSender } from './messages/textMessages';
import { Outbox, removeLeftoverPartials } from './outbox';
import type { Settings } from './settings';
import { buildSiteConfig, readSiteConfigFile } from './site/siteConfig';
import { sitePlugin } from './site/siteRoutes';
import { openCipher, openStores, type Stores } from './storage/stores';
import { CONSENT_FORM_ID } from '../contract/catalog';
import { loadFormCatalog, requireForm, type FormCatalog } from './submissions/formCatalog';
import { submissionsPlugin } from './submissions/routes';
import { HeldOrderSeal } from './signing/heldOrder';
import { createSignatureRequests, type SignatureRequests } from './signing/signatureRequests';
import { signingPageUrl, signingPlugin } from './signing/signingRoutes';

export interface BuildOptions {
  /** Where log lines go instead of standard output. */
  logStream?: NodeJS.WritableStream;
  /** Fail any answer that does not match its route's response schema (the tests turn it on). */
  checkAnswers?: boolean;
  /** Told of each route as it is added (the OpenAPI test lists them). */
  onRoute?: (route: RouteOptions) => void;
}

function createFastify(settings: Settings, options: BuildOptions): FastifyInstance {
  const app = Fastify({
    logger: loggerOptions(settings.logLevel, options.logStream),
    logController: new RequestLogController(),
    trustProxy: settings.trustProxy,
    bodyLimit: 64 * 1024,
    // removeAdditional off: an unknown body field is refused by name, not silently dropped;
    // allErrors: every unknown field is named (the request schemas are small and bounded).
    ajv: {
      customOptions: { coerceTypes: false, allErrors: true, removeAdditional: false },
      plugins: [addRequestFormats],
    },
    // Node's own cap on a whole request, above the stall timeout that cuts a stuck body sooner.
    requestTimeout: 10 * 60 * 1000,
    schemaErrorFormatter: formatValidationErrors,
  });
  // Only JSON is accepted; anything else is answered 415.
  app.removeContentTypeParser('text/plain');
  return app;
}

/** What applies to every request, whichever plugin answers it. */
async function registerHttpPolicy(app: FastifyInstance, settings: Settings): Promise<void> {
  registerSecurityHeaders(app, settings);
  registerErrorHandling(app);
  registerHostCheck(app, settings.publicOrigin);
  registerBodyGuards(app, {
    maxBytesInFlight: settings.maxBodyBytesInFlight,
    stallTimeoutMs: settings.requestTimeoutMs,
  });
  await registerOriginPolicy(app, settings);
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new ApiError(429, `Too many requests; try again in ${context.after}`),
  });
}

interface SigningParts {
  settings: Settings;
  stores: Stores;
  deliveries: DurableDeliveries;
  forms: FormCatalog;
  sendText: TextSender;
  company: string;
}

function createSignatures(app: FastifyInstance, parts: SigningParts): SignatureRequests {
  const { settings } = parts;
  return createSignatureRequests({
    store: parts.stores.signing,
    seal: new HeldOrderSeal(openCipher(settings)),
    forms: parts.forms,
    channels: {
      company: parts.company,
      from: settings.orderEmailFrom,
      clientId: settings.whatsAppClientId,
      sendText: parts.sendText,
      deliveries: parts.deliveries,
    },
    addresses: { to: settings.orderEmailTo, from: settings.orderEmailFrom },
    linkLifetimeMs: settings.signingLinkLifetimeMs,
    handoverLeaseMs: settings.deliveryTiming.leaseMs,
    log: app.log,
  });
}

function startDeliveries(
  app: FastifyInstance,
  settings: Settings,
  stores: Stores,
  outbox: Outbox,
): DurableDeliveries {
  const deliveries = createDurableDeliveries({
    store: stores.deliveries,
    cipher: openCipher(settings),
    sender: settings.smtpUrl
      ? createSmtpSender(settings.smtpUrl, settings.smtpTimeouts, settings.smtpTls)
      : createOutboxSender(outbox),
    timing: settings.deliveryTiming,
    log: app.log,
  });
  app.addHook('onReady', async () => deliveries.start());
  app.addHook('onClose', async () => {
    await deliveries.close();
    await stores.close();
  });
  return deliveries;
}

export async function buildServer(
  settings: Settings,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  // The forms' schemas, read before anything else starts: a broken file stops the server here.
  const forms = loadFormCatalog(settings.schemasDir);
  const app = createFastify(settings, options);
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  if (options.checkAnswers) registerAnswerCheck(app);
  await registerOpenApi(app);
  await registerHttpPolicy(app, settings);

  const outbox = new Outbox(settings.outboxDir);
  await removeLeftoverPartials(settings.outboxDir);
  const stores = await openStores(settings);
  const deliveries = startDeliveries(app, settings, stores, outbox);

  const siteFile = readSiteConfigFile(settings.siteDir);
  for (const problem of siteFile.problems) app.log.warn(`site config.json: ${problem}`);
  const rateLimit = { max: settings.rateLimitMax, timeWindow: settings.rateLimitWindowMs };
  const siteConfig = buildSiteConfig(settings, siteFile.config);
  const sendText = createTextSender(
    settings.whatsAppProviderUrl
      ? {
          url: settings.whatsAppProviderUrl,
          token: settings.whatsAppProviderToken,
          timeoutMs: settings.whatsAppProviderTimeoutMs,
        }
      : undefined,
    outbox,
  );
  const signatures = createSignatures(app, {
    settings,
    stores,
    deliveries,
    forms,
    sendText,
    company: siteConfig.company.name,
  });

  await app.register(sitePlugin, {
    siteDir: settings.siteDir,
    siteConfig,
    queueHealth: () => deliveries.health(),
  });
  await app.register(submissionsPlugin, {
    deliveries,
    forms,
    addresses: { to: settings.orderEmailTo, from: settings.orderEmailFrom },
    rateLimit,
    holdForSignature: (submission, choice, request) =>
      signatures.hold(submission, choice, signingPageUrl(request, settings)),
    sentForSignature: (reference) => signatures.sentForSignature(reference),
  });
  await app.register(signingPlugin, {
    signatures,
    attemptsPerMinute: settings.signingAttemptsPerMinute,
    sweepEveryMs: settings.deliveryTiming.pollIntervalMs,
  });
  await app.register(textMessagesPlugin, {
    clientId: settings.whatsAppClientId,
    rateLimit,
    send: sendText,
  });
  await app.register(consentsPlugin, {
    store: stores.consents,
    form: requireForm(forms, CONSENT_FORM_ID),
    rateLimit,
  });
  app.log.info({ forms: forms.all().map((form) => form.entry.id) }, 'forms served');
  return app;
}

/**
 * The built site: static files, `/config.json`, `/healthz`, and the single-page-app fallback
 * (a browser opening `/about` gets index.html and the router takes over; a form's route gets
 * its own copy of it, which names the page's files: scripts/vite-plugin-page-documents.ts, and
 * holds its first screen with this server's company and notice: pageDocuments.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { apiPaths, healthAnswerSchema } from '../../contract/api';
import { configSchema, type AppConfig } from '../../contract/config';
import type { QueueHealth } from '../delivery/deliveryStore';
import { answers } from '../http/answers';
import { ApiError, sendNotFound } from '../http/errors';
import { fillPageDocuments } from './pageDocuments';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/**
 * The logo and other files of public/: a page shows the logo up to three times (its first
 * screen's preload and image, then the app's), and with `no-cache` the browser asked for it each
 * time. A new release's logo shows within ten minutes.
 */
const FOR_TEN_MINUTES = 'public, max-age=600';

/**
 * Vite puts content-hashed files under /assets/; documents are asked again each time; the rest
 * may change between releases.
 */
function cacheControlFor(filePath: string, siteDir: string): string {
  const relative = path.relative(siteDir, filePath).split(path.sep);
  if (relative[0] === 'assets') return IMMUTABLE;
  return /\.html(\.(br|gz))?$/.test(filePath) ? REVALIDATE : FOR_TEN_MINUTES;
}

function wantsHtml(request: FastifyRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    (request.headers.accept ?? '').includes('text/html') &&
    !request.url.startsWith('/assets/')
  );
}

/** The build's document for a page address (`/order-rx-form` → order-rx-form.html), if any. */
function pageDocument(siteDir: string, url: string): string | undefined {
  const { pathname } = new URL(url, 'http://site');
  if (pathname.endsWith('/')) return undefined;
  // Fastify has answered a malformed address with 400 before this.
  const root = path.resolve(siteDir);
  const file = path.join(root, `${decodeURIComponent(pathname)}.html`);
  const inside = file.startsWith(root + path.sep);
  return inside && fs.existsSync(file) ? path.relative(root, file) : undefined;
}

export interface SiteOptions {
  siteDir: string;
  siteConfig: AppConfig;
  queueHealth: () => Promise<QueueHealth>;
}

/**
 * The site: its files, `/config.json` and `/healthz`, and for any other page address its
 * document or index.html.
 * Not encapsulated (fastify-plugin): its not-found handler answers for the whole server.
 */
export const sitePlugin = fastifyPlugin(async (app: FastifyInstance, options: SiteOptions) => {
  const { siteDir, siteConfig, queueHealth } = options;

  // Counts and an age only: no reference or patient data. Monitoring alerts on `failed` > 0 or
  // an old `oldestPendingSeconds`.
  app.get(
    `/${apiPaths.health}`,
    { schema: { response: answers({ 200: healthAnswerSchema }) } },
    async () => ({ ok: true, queue: await queueHealth() }),
  );

  // The site's settings: their keys and check are contract/config.ts (configuration.md).
  app.get(
    '/config.json',
    { schema: { response: answers({ 200: configSchema }) } },
    async (_request, reply) => reply.header('cache-control', REVALIDATE).send(siteConfig),
  );

  const filledDocuments = await fillPageDocuments(siteDir, siteConfig);
  app.addHook('onClose', async () => filledDocuments.remove());

  await app.register(fastifyStatic, {
    root: siteDir,
    // The build's .br/.gz copy of a file (scripts/vite-plugin-compressed-copies.ts) when the
    // browser accepts it, with `Vary: Accept-Encoding` on every file it chose between.
    preCompressed: true,
    // Not the first screens' templates (.first-screens/), whose slots only this server fills.
    dotfiles: 'ignore',
    cacheControl: false,
    setHeaders: (reply, filePath) =>
      reply.header('cache-control', cacheControlFor(filePath, siteDir)),
  });

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (!wantsHtml(request)) return sendNotFound(request, reply);
    if (!fs.existsSync(path.join(siteDir, 'index.html'))) {
      throw new ApiError(503, 'The site is not built yet: run "npm run build" or "npm start"');
    }
    const document = pageDocument(siteDir, request.url) ?? 'index.html';
    reply.header('cache-control', REVALIDATE);
    return filledDocuments.has(document)
      ? reply.sendFile(document, filledDocuments.dir)
      : reply.sendFile(document);
  });
});

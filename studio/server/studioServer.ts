/**
 * The studio's HTTP server: on 127.0.0.1 only, answering only requests addressed to itself
 * (localOnly.ts); `/api/` goes to the API, every other path to the UI (Vite in middleware mode,
 * studio/README.md).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { isOwnRequest, STUDIO_HOST } from './localOnly.ts';
import { SchemaFolder } from './schemaFolder.ts';
import { studioApi } from './studioApi.ts';

export type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

export interface StudioServerOptions {
  schemasDir: string;
  /** 0 for any free port (tests). */
  port: number;
  /** Serves every path that is not the API (the UI); without it, those answer 404. */
  ui?: Middleware;
}

export interface StudioServer {
  url: string;
  app: FastifyInstance;
  close(): Promise<void>;
}

function answer(res: ServerResponse, status: number, message: string): void {
  res.statusCode = status;
  res.setHeader('content-type', 'text/plain; charset=utf-8');
  res.end(message);
}

export async function startStudioServer(options: StudioServerOptions): Promise<StudioServer> {
  let port = options.port;
  const app = Fastify({
    bodyLimit: 4 * 1024 * 1024,
    serverFactory: (handler) =>
      createServer((req, res) => {
        if (!isOwnRequest(req, port)) {
          answer(res, 403, 'The studio answers only its own pages, at 127.0.0.1.');
        } else if (req.url?.startsWith('/api/')) handler(req, res);
        else if (options.ui) options.ui(req, res, () => answer(res, 404, 'Not found'));
        else answer(res, 404, 'Not found');
      }),
  });
  await app.register(studioApi(new SchemaFolder(options.schemasDir)));
  await app.listen({ host: STUDIO_HOST, port: options.port });
  port = (app.server.address() as AddressInfo).port;
  return { url: `http://${STUDIO_HOST}:${port}/`, app, close: () => app.close() };
}

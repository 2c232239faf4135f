/**
 * With `PUBLIC_ORIGIN` set, only requests addressed to that origin's host are served. A page on
 * another domain whose name was re-pointed at this server (DNS rebinding) sends its own name in
 * `Host`, and is refused before any route or CORS decision sees it.
 */
import type { FastifyInstance } from 'fastify';
import { apiPaths } from '../../contract/api';
import { ApiError, pathOf } from './errors';

/** Health checks come from load balancers and probes that address the machine, not the site. */
const ANY_HOST_PATHS = new Set([`/${apiPaths.health}`]);

export function registerHostCheck(app: FastifyInstance, publicOrigin: string | undefined): void {
  if (!publicOrigin) return;
  const expected = new URL(publicOrigin).host;
  app.addHook('onRequest', async (request) => {
    if (request.method === 'GET' && ANY_HOST_PATHS.has(pathOf(request.url))) return;
    if (request.host.toLowerCase() !== expected) {
      throw new ApiError(
        421,
        `This server answers only for ${expected}, not for the host "${request.host}"`,
      );
    }
  });
}

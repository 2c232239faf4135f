/**
 * The studio writes files on the staff member's machine, so it answers only requests addressed to
 * itself: a Host of 127.0.0.1 or localhost at its own port (a web page cannot rebind a name of its
 * own to 127.0.0.1 and read or save through it), and, when a browser says where a request comes
 * from, an Origin of the studio itself (no other site's page can post to it).
 */
import type { IncomingMessage } from 'node:http';

export const STUDIO_HOST = '127.0.0.1';

export function isOwnRequest(request: IncomingMessage, port: number): boolean {
  const hosts = [`${STUDIO_HOST}:${port}`, `localhost:${port}`];
  if (!hosts.includes(request.headers.host ?? '')) return false;
  const origin = request.headers.origin;
  return origin === undefined || hosts.some((host) => origin === `http://${host}`);
}

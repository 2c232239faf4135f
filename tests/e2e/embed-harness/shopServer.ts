/**
 * Serves the example shop page (examples/shop-embed.html) from its own origin, so an e2e test
 * can embed the built forms site in a cross-origin frame. Use `localhost` origins for the shop
 * while the site runs on 127.0.0.1: both are local (Chromium blocks non-local pages from framing
 * 127.0.0.1) yet different origins.
 */
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

const shopPagePath = fileURLToPath(new URL('../../../examples/shop-embed.html', import.meta.url));

export interface ShopServer {
  /** e.g. `http://localhost:41234` */
  origin: string;
  /** The shop page, embedding the forms site at `formsOrigin`. */
  pageUrl(formsOrigin: string): string;
  stop(): Promise<void>;
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
}

/** Starts a shop server; port 0 (default) picks a free port, so parallel runs do not collide. */
export async function startShopServer(port = 0): Promise<ShopServer> {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (request.method !== 'GET' || (path !== '/' && path !== '/shop-embed.html')) {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    readFile(shopPagePath).then(
      (html) => {
        response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(html);
      },
      () => response.writeHead(500, { 'Content-Type': 'text/plain' }).end('Shop page missing'),
    );
  });
  const origin = `http://localhost:${await listen(server, port)}`;
  return {
    origin,
    pageUrl: (formsOrigin) => `${origin}/shop-embed.html?forms=${encodeURIComponent(formsOrigin)}`,
    stop: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** A trusted and an untrusted shop: the same page on two origins. */
export async function startShopServers(): Promise<{ trusted: ShopServer; untrusted: ShopServer }> {
  const [trusted, untrusted] = await Promise.all([startShopServer(), startShopServer()]);
  return { trusted, untrusted };
}

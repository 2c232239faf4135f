import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';

export interface StaticServer {
  origin: string;
  close(): Promise<void>;
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * Serves the built site uncompressed (the bench gzips what it measures itself) and never cached,
 * with the single-page-app fallback: any path without a file extension gets its page's document
 * (`/order-rx-form` → order-rx-form.html) if the build made one, else index.html.
 */
export async function serveStatic(root: string, port: number): Promise<StaticServer> {
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    void respondWithFile(root, pathname, response);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${address.port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function respondWithFile(root: string, pathname: string, response: ServerResponse) {
  const file = await resolveFile(root, pathname);
  if (!file) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, {
    'Content-Type': contentTypes[extname(file)] ?? 'application/octet-stream',
    'Cache-Control': 'no-store',
  });
  createReadStream(file).pipe(response);
}

async function resolveFile(root: string, pathname: string): Promise<string | null> {
  const candidate = normalize(join(root, pathname));
  if (candidate !== root && !candidate.startsWith(root + sep)) return null;
  if (await isFile(candidate)) return candidate;
  if (extname(pathname) !== '') return null;
  // A page's own document (scripts/vite-plugin-page-documents.ts), as the site's server sends.
  return (await isFile(`${candidate}.html`)) ? `${candidate}.html` : join(root, 'index.html');
}

async function isFile(path: string): Promise<boolean> {
  return stat(path).then(
    (info) => info.isFile(),
    () => false,
  );
}

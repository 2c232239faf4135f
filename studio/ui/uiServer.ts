/**
 * The studio's UI, served by Vite in middleware mode: the studio server hands it every request
 * that is not for its API (studio/README.md). The UI imports the site's renderer and document code
 * from src/, so Vite may read the whole project.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { createServer, type Plugin } from 'vite';

export type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

export interface StudioUi {
  middlewares: Middleware;
  close(): Promise<void>;
}

const uiRoot = path.dirname(fileURLToPath(import.meta.url));

/** The head both pages (the studio and its preview) share, written once. */
const sharedHead: Plugin = {
  name: 'studio-shared-head',
  transformIndexHtml: () => [
    { tag: 'meta', attrs: { charset: 'UTF-8' }, injectTo: 'head-prepend' },
    {
      tag: 'meta',
      attrs: { name: 'viewport', content: 'width=device-width, initial-scale=1.0' },
      injectTo: 'head',
    },
    { tag: 'link', attrs: { rel: 'icon', href: 'data:,' }, injectTo: 'head' },
  ],
};

const siteVirtualModulesLeftOut = {
  name: 'studio-site-virtual-modules-left-out',
  resolveId: (id: string) => (id.startsWith('virtual:') ? { id, external: true } : null),
};

/** `reloadPort`: Vite's socket (a page reloads when a file of the UI changes). */
export async function createStudioUi({
  projectRoot,
  reloadPort,
}: {
  projectRoot: string;
  reloadPort: number;
}): Promise<StudioUi> {
  // React's production build: the preview draws the whole form again on each edit, which
  // React's development build does about four times slower (bench/studio.ts prints the time).
  // Vite picks React's build from NODE_ENV; the studio is a process of its own.
  process.env.NODE_ENV ??= 'production';
  const vite = await createServer({
    configFile: false,
    root: uiRoot,
    mode: 'production',
    cacheDir: path.join(projectRoot, 'node_modules/.vite-studio'),
    plugins: [react(), sharedHead],
    appType: 'mpa',
    logLevel: 'warn',
    server: { middlewareMode: true, fs: { allow: [projectRoot] }, hmr: { port: reloadPort } },
    // The dependencies to prepare are found from the studio's two pages, all before the first
    // page is served, so that no page reloads to take in one found late. The site's own virtual
    // modules (its build's list of forms) are left out of that search: it stops at one it cannot
    // find, and the studio loads its forms through its API instead.
    optimizeDeps: {
      entries: [path.join(uiRoot, '*.html')],
      rolldownOptions: { plugins: [siteVirtualModulesLeftOut] },
    },
  });
  return { middlewares: vite.middlewares, close: () => vite.close() };
}

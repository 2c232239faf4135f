/** Starts the real server on a free loopback port with its own temporary folders, for tests. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance, RouteOptions } from 'fastify';
import {
  FIRST_SCREEN_TEMPLATES_DIR,
  configTextMarkers,
  slotsFilledByMarker,
} from '../../contract/configSlots';
import { buildServer } from '../app';
import { loadSettings } from '../settings';

export const TEST_ASSET = '/assets/app-Ab12Cd34.js';
/** A page's own document, as the build writes one for each form route. */
const TEST_PAGE_DOCUMENT = 'order-rx-form.html';

export interface TestServer {
  url: string;
  /** Every log line the server wrote (with LOG_LEVEL=info or lower). */
  logLines: string[];
  app: FastifyInstance;
  /** Every route the server added, in order. */
  routes: RouteOptions[];
  /** The built site it serves (a few files written by hand). */
  siteDir: string;
  dataDir: string;
  outboxDir: string;
  /** Names of the whole files in the outbox, sorted (none still being written). */
  outboxFiles(): string[];
  close(): Promise<void>;
}

function writeTestSite(siteDir: string): void {
  fs.mkdirSync(path.join(siteDir, 'assets'), { recursive: true });
  fs.writeFileSync(
    path.join(siteDir, 'index.html'),
    `<!doctype html><html><head><script type="module" src="${TEST_ASSET}"></script></head><body><div id="root"></div></body></html>`,
  );
  fs.writeFileSync(
    path.join(siteDir, TEST_PAGE_DOCUMENT),
    `<!doctype html><html><head><link rel="modulepreload" href="/assets/page.js"></head><body><div id="root"></div></body></html>`,
  );
  // Its first screen's template, with a slot for the company and one for the notice.
  fs.mkdirSync(path.join(siteDir, FIRST_SCREEN_TEMPLATES_DIR));
  fs.writeFileSync(
    path.join(siteDir, FIRST_SCREEN_TEMPLATES_DIR, TEST_PAGE_DOCUMENT),
    `<!doctype html><html><head><link rel="modulepreload" href="/assets/page.js"></head><body><div id="root" data-first-screen="${slotsFilledByMarker}"><p data-from-config>${configTextMarkers.companyName}</p><p class="rx-notice">${configTextMarkers.noticeMessage}</p></div></body></html>`,
  );
  fs.writeFileSync(path.join(siteDir, TEST_ASSET), 'console.warn("test asset");');
  fs.writeFileSync(path.join(siteDir, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
}

/** `env` holds extra server settings (same names as the environment variables). */
export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'rx-server-test-'));
  const siteDir = path.join(root, 'site');
  const dataDir = path.join(root, 'data');
  const outboxDir = path.join(root, 'outbox');
  writeTestSite(siteDir);
  const settings = loadSettings({
    PORT: '0',
    HOST: '127.0.0.1',
    SITE_DIR: siteDir,
    DATA_DIR: dataDir,
    OUTBOX_DIR: outboxDir,
    LOG_LEVEL: 'silent',
    ...env,
  });
  const logLines: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      logLines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      callback();
    },
  });
  const routes: RouteOptions[] = [];
  const app = await buildServer(settings, {
    logStream,
    checkAnswers: true,
    onRoute: (route) => routes.push(route),
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    logLines,
    app,
    routes,
    siteDir,
    dataDir,
    outboxDir,
    // A `.partial` file is one the server is still writing: it is renamed when whole.
    outboxFiles: () =>
      fs.existsSync(outboxDir)
        ? fs
            .readdirSync(outboxDir)
            .filter((name) => !name.endsWith('.partial'))
            .sort()
        : [],
    close: async () => {
      await app.close();
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}

export interface JsonResponse {
  status: number;
  headers: Headers;
  body: Record<string, unknown>;
}

export async function postJson(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<JsonResponse> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, body: await response.json() };
}

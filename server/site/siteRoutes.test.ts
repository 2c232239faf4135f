import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultConfig, parseConfig } from '../../contract/config';
import { writeCompressedCopies } from '../../scripts/compressedCopies';
import { loadSettings } from '../settings';
import { startTestServer, TEST_ASSET, type TestServer } from '../testing/testServer';
import { buildSiteConfig, readSiteConfigFile } from './siteConfig';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    TRUSTED_ORIGINS: 'https://shop.example.com,http://localhost:5300',
    COMPANY_NAME: 'Acme Medical',
    NOTICE_MESSAGE: 'Closed on Monday',
  });
});
afterAll(() => server.close());

const getHtml = (urlPath: string) =>
  fetch(server.url + urlPath, { headers: { accept: 'text/html' } });

describe('the built site', () => {
  it('serves /config.json that the site accepts without problems, pointing at this server', async () => {
    const response = await fetch(`${server.url}/config.json`);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const raw = await response.json();
    expect(parseConfig(raw).problems).toEqual([]);
    expect(raw).toMatchObject({
      emailApiUrl: '',
      whatsAppApiUrl: '',
      consentApiUrl: '',
      whatsAppClientId: 'rx-forms',
      trustedParentOrigins: ['https://shop.example.com', 'http://localhost:5300'],
      company: { name: 'Acme Medical', email: 'orders@example.com' },
      notice: { message: 'Closed on Monday', color: '#0b5394' },
      orderFormActions: 'auto',
    });
  });

  it('serves index.html, not cached, for / and for unknown page paths', async () => {
    for (const urlPath of ['/', '/order-rx-form', '/conset-messages-form?full']) {
      const response = await getHtml(urlPath);
      expect(response.status, urlPath).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('<div id="root"');
    }
  });

  it("serves a form route its own document, with the page's files named, and nothing outside", async () => {
    for (const urlPath of ['/order-rx-form', '/order-rx-form?lang=es']) {
      const response = await getHtml(urlPath);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text(), urlPath).toContain('rel="modulepreload"');
    }
    fs.writeFileSync(path.join(server.dataDir, '..', 'outside.html'), 'outside the site');
    for (const urlPath of ['/order-rx-form/', '/about', '/..%2Foutside']) {
      const text = await (await getHtml(urlPath)).text();
      expect(text, urlPath).toContain('<div id="root">');
      expect(text, urlPath).not.toContain('modulepreload');
    }
  });

  it("fills a form's first screen with this server's company and notice, compressed or not", async () => {
    const expected =
      '<div id="root" data-first-screen="server"><p data-from-config>Acme Medical</p>' +
      '<p class="rx-notice">Closed on Monday</p></div>';
    expect(await (await getHtml('/order-rx-form')).text()).toContain(expected);
    const { headers, body } = await getRaw('/order-rx-form', 'br', 'text/html');
    expect(headers['content-encoding']).toBe('br');
    expect(headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(body).toString('utf8')).toContain(expected);
    // With the config.json this server serves, which the site then reads instead of fetching it.
    const inlined = /<script type="application\/json" id="rx-config">(.*?)<\/script>/.exec(
      await (await getHtml('/order-rx-form')).text(),
    );
    const served = await (await fetch(`${server.url}/config.json`)).json();
    expect(JSON.parse(inlined?.[1] ?? 'null')).toEqual(served);
    // The template itself is never sent as a file.
    const template = await fetch(`${server.url}/.first-screens/order-rx-form.html`);
    expect(await template.text()).not.toContain('{{rx-config:');
  });

  it('caches hashed assets for a year and the logo for ten minutes', async () => {
    const asset = await fetch(server.url + TEST_ASSET);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const logo = await fetch(`${server.url}/logo.svg`);
    expect(logo.headers.get('cache-control')).toBe('public, max-age=600');
  });

  it('answers 404 JSON for a missing asset and unknown API paths, even to a browser', async () => {
    const missingAsset = await getHtml('/assets/missing-123.js');
    expect(missingAsset.status).toBe(404);
    expect(await missingAsset.json()).toEqual({ error: 'Not found: GET /assets/missing-123.js' });
    const api = await fetch(`${server.url}/send_email_order_rx_form/extra?name=secret`, {
      method: 'POST',
    });
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ error: 'Not found: POST /send_email_order_rx_form/extra' });
  });

  it('answers GET /healthz with the delivery queue, without references or patient data', async () => {
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      ok: true,
      queue: { pending: 0, failed: 0, oldestPendingSeconds: 0 },
    });
  });
});

/** The answer's headers and its bytes as sent (fetch would decompress them). */
function getRaw(urlPath: string, acceptEncoding?: string, accept = '*/*') {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const headers = { accept, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) };
    http
      .get(server.url + urlPath, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

describe('compressed files', () => {
  const assetPath = '/assets/compressed-Zz12Yy34.js';
  const script = `export const words = ${JSON.stringify(Array(200).fill('prescription'))};\n`;

  beforeAll(async () => {
    fs.writeFileSync(path.join(server.siteDir, assetPath), script);
    fs.writeFileSync(path.join(server.siteDir, 'config.json'), JSON.stringify({ notice: null }));
    await writeCompressedCopies(server.siteDir);
  });

  it("sends the build's Brotli or gzip copy as the browser accepts, the same bytes once decompressed", async () => {
    const decoders = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync };
    for (const [accepted, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const { headers, body } = await getRaw(assetPath, accepted);
      expect(headers['content-encoding'], accepted).toBe(encoding);
      expect(headers['content-type']).toMatch(/javascript/);
      expect(headers.vary).toMatch(/accept-encoding/i);
      expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(body.length).toBeLessThan(script.length / 5);
      expect(decoders[encoding](body).toString('utf8')).toBe(script);
    }
  });

  it('sends the file itself to a client that accepts no compression, still varying on it', async () => {
    const { headers, body } = await getRaw(assetPath);
    expect(headers['content-encoding']).toBeUndefined();
    expect(headers.vary).toMatch(/accept-encoding/i);
    expect(body.toString('utf8')).toBe(script);
  });

  it('writes no copy of config.json, which a deployment edits in place', () => {
    expect(fs.existsSync(path.join(server.siteDir, 'config.json.br'))).toBe(false);
    expect(fs.existsSync(path.join(server.siteDir, 'config.json.gz'))).toBe(false);
    expect(fs.existsSync(path.join(server.siteDir, `${assetPath}.br`))).toBe(true);
  });
});

describe('site config', () => {
  it('keeps the presentation keys of the site config.json unless settings override them', () => {
    const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rx-site-config-'));
    fs.writeFileSync(
      path.join(siteDir, 'config.json'),
      JSON.stringify({
        emailApiUrl: 'https://elsewhere.example',
        orderFormActions: 'show',
        notice: { message: 'Hi', color: 'red' },
      }),
    );
    const settings = loadSettings({ SITE_DIR: siteDir });
    const config = buildSiteConfig(settings, readSiteConfigFile(siteDir).config);
    expect(config).toMatchObject({
      emailApiUrl: '',
      orderFormActions: 'show',
      notice: { message: 'Hi' },
    });
    fs.rmSync(siteDir, { recursive: true });
  });

  it('takes a notice in both languages from NOTICE_MESSAGE and NOTICE_MESSAGE_ES', () => {
    const settings = loadSettings({
      NOTICE_MESSAGE: 'Closed on Friday',
      NOTICE_MESSAGE_ES: 'Cerrado el viernes',
    });
    expect(buildSiteConfig(settings, defaultConfig).notice).toEqual({
      message: { en: 'Closed on Friday', es: 'Cerrado el viernes' },
      color: '#0b5394',
    });
    const english = loadSettings({ NOTICE_MESSAGE: 'Closed' });
    expect(buildSiteConfig(english, defaultConfig).notice?.message).toBe('Closed');
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../contract/config';
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
      expect(await response.text()).toContain('<div id="root">');
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

  it('caches hashed assets for a year and other files only with revalidation', async () => {
    const asset = await fetch(server.url + TEST_ASSET);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const logo = await fetch(`${server.url}/logo.svg`);
    expect(logo.headers.get('cache-control')).toBe('no-cache');
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
});

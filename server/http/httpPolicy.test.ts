import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consentBody, textMessageBody } from '../testing/fixtures';
import { postJson, startTestServer, type TestServer } from '../testing/testServer';

const TRUSTED = 'https://shop.example.com';
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    TRUSTED_ORIGINS: TRUSTED,
    RATE_LIMIT_MAX: '3',
    RATE_LIMIT_WINDOW_MS: '60000',
  });
});
afterAll(() => server.close());

describe('security headers', () => {
  it('are sent with pages, API answers and errors', async () => {
    const responses = await Promise.all([
      fetch(`${server.url}/`, { headers: { accept: 'text/html' } }),
      fetch(`${server.url}/healthz`),
      fetch(`${server.url}/nope`),
    ]);
    for (const response of responses) {
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain(`frame-ancestors 'self' ${TRUSTED}`);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'self'");
      const scriptSrc = csp.split('; ').find((directive) => directive.startsWith('script-src'));
      expect(scriptSrc).not.toContain('unsafe-inline');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      expect(response.headers.get('permissions-policy')).toContain('camera=()');
    }
  });

  it('allow eval in scripts only when CSP_ALLOW_EVAL is on', async () => {
    const lax = await startTestServer({
      CSP_ALLOW_EVAL: 'true',
      EMAIL_API_URL: 'https://api.example.com/v1',
    });
    try {
      const csp = (await fetch(`${lax.url}/healthz`)).headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self' 'unsafe-eval';");
      expect(csp).toContain("connect-src 'self' data: blob: https://api.example.com;");
    } finally {
      await lax.close();
    }
    const csp = (await fetch(`${server.url}/healthz`)).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self';");
  });
});

describe('CORS', () => {
  const preflight = (origin: string) =>
    fetch(`${server.url}/whatsapp-manager/send`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });

  it('allows a trusted origin', async () => {
    const response = await preflight(TRUSTED);
    expect(response.headers.get('access-control-allow-origin')).toBe(TRUSTED);
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
  });

  it('allows the site own origin', async () => {
    const response = await postJson(`${server.url}/consents`, consentBody(), {
      origin: server.url,
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('access-control-allow-origin')).toBe(server.url);
  });

  it('gives no CORS headers to another origin and refuses its POST', async () => {
    const response = await preflight('https://evil.example');
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    const before = server.outboxFiles();
    const post = await postJson(`${server.url}/whatsapp-manager/send`, textMessageBody(), {
      origin: 'https://evil.example',
    });
    expect(post.status).toBe(403);
    expect(post.body).toEqual({ error: 'Origin https://evil.example may not call this API' });
    expect(server.outboxFiles()).toEqual(before);
  });
});

describe('request checks', () => {
  it('refuses a body that is not JSON with 415', async () => {
    const response = await fetch(`${server.url}/send_email_order_rx_form`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'order',
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ error: 'Content-Type must be application/json' });
  });

  it('limits POST requests per address with 429 and a JSON message', async () => {
    const limited = await startTestServer({ RATE_LIMIT_MAX: '2' });
    try {
      const send = () => postJson(`${limited.url}/whatsapp-manager/send`, textMessageBody());
      expect((await send()).status).toBe(200);
      expect((await send()).status).toBe(200);
      const third = await send();
      expect(third.status).toBe(429);
      expect(third.body.error).toMatch(/^Too many requests; try again in \d+ (second|minute)/);
      expect(limited.outboxFiles()).toHaveLength(2);
      // Pages are not limited.
      expect((await fetch(`${limited.url}/healthz`)).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

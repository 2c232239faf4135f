/**
 * Requests a browser never makes but an attacker or a broken client can: a foreign Host, a
 * stalled body, more bytes at once than the server should hold. Sent with node:http and raw
 * sockets, since fetch fixes the Host header and sends bodies whole.
 */
import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderBody, pngAttachment, PNG_BYTES } from '../testing/fixtures';
import { startTestServer, type TestServer } from '../testing/testServer';

const ENDPOINT = '/send_email_order_rx_form';

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown>;
}

/** One request with exactly these headers; `chunks` are written one by one (chunked when no length). */
function request(
  server: TestServer,
  options: { method?: string; path?: string; headers?: Record<string, string>; chunks?: string[] },
): Promise<RawAnswer> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        host: '127.0.0.1',
        port,
        method: options.method ?? 'POST',
        path: options.path ?? ENDPOINT,
        headers: { 'content-type': 'application/json', ...options.headers },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: JSON.parse(text || '{}'),
          }),
        );
      },
    );
    // The server may answer and close before the whole body is written.
    outgoing.on('error', (error) => (error.message.includes('EPIPE') ? undefined : reject(error)));
    for (const chunk of options.chunks ?? []) outgoing.write(chunk);
    outgoing.end();
  });
}

/** A request whose body starts and then stops coming: it holds `contentLength` bytes of room. */
function stalledRequest(server: TestServer, contentLength: number) {
  const { port } = new URL(server.url);
  const socket = net.connect(Number(port), '127.0.0.1');
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString()));
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  socket.on('error', () => undefined);
  socket.write(
    `POST ${ENDPOINT} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: ${contentLength}\r\n\r\n{"order_id":`,
  );
  return { socket, closed, received: () => received };
}

describe('with PUBLIC_ORIGIN set', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      PUBLIC_ORIGIN: 'https://forms.example.com',
      RATE_LIMIT_MAX: '1000',
    });
  });
  afterAll(() => server.close());

  const body = () => [JSON.stringify(orderBody([]))];

  it('refuses a request addressed to another host, before any route runs', async () => {
    const before = server.outboxFiles();
    const rebound = await request(server, {
      headers: { host: 'evil.test', origin: 'http://evil.test' },
      chunks: body(),
    });
    expect(rebound.status).toBe(421);
    expect(rebound.body.error).toBe(
      'This server answers only for forms.example.com, not for the host "evil.test"',
    );
    const page = await request(server, {
      method: 'GET',
      path: '/config.json',
      headers: { host: 'evil.test' },
    });
    expect(page.status).toBe(421);
    expect(server.outboxFiles()).toEqual(before);
  });

  it('serves its own host, and health checks addressed to the machine', async () => {
    const own = await request(server, {
      headers: { host: 'forms.example.com', origin: 'https://forms.example.com' },
      chunks: body(),
    });
    expect(own.status).toBe(200);
    const health = await request(server, {
      method: 'GET',
      path: '/healthz',
      headers: { host: '10.0.0.7:8080' },
    });
    expect(health.status).toBe(200);
  });

  it('judges same-origin by PUBLIC_ORIGIN, not by the Host header', async () => {
    const foreign = await request(server, {
      headers: { host: 'forms.example.com', origin: 'http://forms.example.com' },
      chunks: body(),
    });
    expect(foreign.status).toBe(403);
    expect(foreign.body.error).toBe('Origin http://forms.example.com may not call this API');
  });
});

describe('without PUBLIC_ORIGIN', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMIT_MAX: '1000' });
  });
  afterAll(() => server.close());

  it('refuses a page on a domain name that points at this server (DNS rebinding)', async () => {
    const before = server.outboxFiles();
    const rebound = await request(server, {
      headers: { host: 'evil.test', origin: 'http://evil.test' },
      chunks: [JSON.stringify(orderBody([]))],
    });
    expect(rebound.status).toBe(403);
    expect(rebound.body.error).toBe(
      "Origin http://evil.test may not call this API (if this is the site's own address, set PUBLIC_ORIGIN=http://evil.test)",
    );
    expect(server.outboxFiles()).toEqual(before);
  });

  it('still takes same-origin requests on a local address', async () => {
    const { host } = new URL(server.url);
    const local = await request(server, {
      headers: { host, origin: server.url },
      chunks: [JSON.stringify(orderBody([]))],
    });
    expect(local.status).toBe(200);
  });
});

describe('a body that stops arriving', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ REQUEST_TIMEOUT_MS: '1000' });
  });
  afterAll(() => server.close());

  it('is cut with 408 once no byte came for REQUEST_TIMEOUT_MS', async () => {
    const started = Date.now();
    const stalled = stalledRequest(server, 5000);
    await stalled.closed;
    const waited = Date.now() - started;
    expect(stalled.received()).toMatch(/^HTTP\/1\.1 408 /);
    expect(stalled.received()).toContain(
      '"error":"The request body stopped arriving for 1 s; please send again"',
    );
    expect(waited).toBeGreaterThanOrEqual(900);
    expect(waited).toBeLessThan(10_000);
  });

  it('has a default that cuts within 30 s', async () => {
    const { loadSettings } = await import('../settings');
    expect(loadSettings({}).requestTimeoutMs).toBeLessThanOrEqual(30_000);
    expect(() => loadSettings({ REQUEST_TIMEOUT_MS: '60000' })).toThrow(
      /REQUEST_TIMEOUT_MS must be/,
    );
  });
});

describe('bytes in flight', () => {
  const MB = 1024 * 1024;
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      MAX_BODY_BYTES_IN_FLIGHT: String(MB),
      RATE_LIMIT_MAX: '1000',
    });
  });
  afterAll(() => server.close());

  /** A valid order of about `kilobytes` KB. */
  const orderOfSize = (kilobytes: number) => {
    const image = Buffer.alloc(Math.floor((kilobytes * 1024 * 3) / 4), 1);
    PNG_BYTES.copy(image);
    return JSON.stringify(orderBody([{ ...pngAttachment(), base64: image.toString('base64') }]));
  };

  it('answers 503 with Retry-After past the cap, and takes bodies again once room is free', async () => {
    const holder = stalledRequest(server, 700 * 1024);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const before = server.outboxFiles();

    const refused = await request(server, { chunks: [orderOfSize(500)] });
    expect(refused.status).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.body.error).toBe(
      'The server is receiving too much at once; please send again in a few seconds',
    );
    // Without Content-Length the bytes are counted as they arrive.
    const chunked = await request(server, { chunks: [orderOfSize(200), ' '.repeat(300 * 1024)] });
    expect(chunked.status).toBe(503);
    expect(chunked.headers['retry-after']).toBe('5');
    expect(server.outboxFiles()).toEqual(before);

    // Small bodies still fit beside the held one.
    expect((await request(server, { chunks: [orderOfSize(10)] })).status).toBe(200);

    holder.socket.destroy();
    await holder.closed;
    await expect
      .poll(async () => (await request(server, { chunks: [orderOfSize(500)] })).status)
      .toBe(200);
  });

  it('lets a body larger than the whole cap through when it is alone', async () => {
    expect((await request(server, { chunks: [orderOfSize(1200)] })).status).toBe(200);
  });
});

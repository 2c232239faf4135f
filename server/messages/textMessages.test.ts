import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textMessageBody } from '../testing/fixtures';
import { postJson, startTestServer, type TestServer } from '../testing/testServer';

const ENDPOINT = '/whatsapp-manager/send';

describe('POST /whatsapp-manager/send without a provider', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('records the message as a JSON file in the outbox', async () => {
    const response = await postJson(server.url + ENDPOINT, textMessageBody());
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ok: true, messageId: expect.stringMatching(/^[0-9A-F]{8}$/) });
    const [file] = server.outboxFiles();
    expect(file).toMatch(/-text-[0-9A-F]{8}\.json$/);
    const record = JSON.parse(fs.readFileSync(path.join(server.outboxDir, file), 'utf8'));
    expect(record).toMatchObject({
      number: '15551234567',
      text: 'Task Supply received your order.',
    });
  });

  const badBodies: [string, unknown, RegExp][] = [
    [
      'a number without the leading 1',
      textMessageBody({ number: '5551234567' }),
      /^number: must be 1 followed by the 10 digits/,
    ],
    [
      'a formatted number',
      textMessageBody({ number: '1 (555) 123-4567' }),
      /^number: must be 1 followed by the 10 digits/,
    ],
    [
      'an unknown clientId',
      textMessageBody({ clientId: 'someone-else' }),
      /^clientId: is not known to this server$/,
    ],
    ['a missing text', { clientId: 'rx-forms', number: '15551234567' }, /^text: is required$/],
    [
      'an empty text',
      textMessageBody({ text: '' }),
      /^text: must NOT have fewer than 1 characters$/,
    ],
    [
      'a text over 1000 characters',
      textMessageBody({ text: 'x'.repeat(1001) }),
      /^text: must NOT have more than 1000 characters$/,
    ],
    [
      'a number as a number',
      { ...textMessageBody(), number: 15551234567 },
      /^number: must be string$/,
    ],
  ];

  it.each(badBodies)('refuses %s with 400 and records nothing', async (_name, body, message) => {
    const before = server.outboxFiles();
    const response = await postJson(server.url + ENDPOINT, body);
    expect(response.status).toBe(400);
    expect(response.body.error).toMatch(message);
    expect(server.outboxFiles()).toEqual(before);
  });
});

describe('POST /whatsapp-manager/send with a provider', () => {
  const received: { authorization?: string; body: unknown }[] = [];
  let providerStatus = 200;
  let provider: http.Server;
  let server: TestServer;

  beforeAll(async () => {
    provider = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        received.push({ authorization: request.headers.authorization, body: JSON.parse(body) });
        response.writeHead(providerStatus, { 'content-type': 'application/json' });
        response.end('{"secret":"provider internals"}');
      });
    });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    const { port } = provider.address() as AddressInfo;
    server = await startTestServer({
      WHATSAPP_PROVIDER_URL: `http://127.0.0.1:${port}/send`,
      WHATSAPP_PROVIDER_TOKEN: 'test-token',
    });
  });
  afterAll(async () => {
    await server.close();
    await new Promise((resolve) => provider.close(resolve));
  });

  it('forwards the message with the token and records nothing locally', async () => {
    const response = await postJson(server.url + ENDPOINT, textMessageBody());
    expect(response.status).toBe(200);
    expect(received).toEqual([{ authorization: 'Bearer test-token', body: textMessageBody() }]);
    expect(server.outboxFiles()).toEqual([]);
  });

  it('answers 502 without the provider answer when the provider refuses', async () => {
    providerStatus = 500;
    const response = await postJson(server.url + ENDPOINT, textMessageBody());
    expect(response.status).toBe(502);
    expect(response.body).toEqual({
      error: 'The text-message provider refused the message (status 500)',
    });
  });

  it('answers 502 when the provider cannot be reached', async () => {
    const unreachable = await startTestServer({ WHATSAPP_PROVIDER_URL: 'http://127.0.0.1:9/send' });
    try {
      const response = await postJson(unreachable.url + ENDPOINT, textMessageBody());
      expect(response.status).toBe(502);
      expect(response.body).toEqual({ error: 'The text-message provider could not be reached' });
    } finally {
      await unreachable.close();
    }
  });
});

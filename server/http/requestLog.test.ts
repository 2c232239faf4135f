import { afterAll, beforeAll, expect, it } from 'vitest';
import { consentBody, orderBody, pngAttachment, textMessageBody } from '../testing/fixtures';
import { postJson, startTestServer, type TestServer } from '../testing/testServer';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ LOG_LEVEL: 'trace' });
});
afterAll(() => server.close());

it('logs each request by method, path and status, and no patient data', async () => {
  const patientFile = pngAttachment('Maria Gonzalez insurance card.png');
  await postJson(`${server.url}/send_email_order_rx_form?patient=Maria`, orderBody([patientFile]));
  await postJson(
    `${server.url}/send_email_order_rx_form`,
    orderBody([{ ...patientFile, mime_type: 'image/gif' }]),
  );
  await postJson(
    `${server.url}/whatsapp-manager/send`,
    textMessageBody({ text: 'Hello Maria Gonzalez' }),
  );
  await postJson(`${server.url}/consents`, consentBody({ name: 'Maria', lastName: 'Gonzalez' }));
  await postJson(`${server.url}/consents`, '{"name": "Maria Gonzalez"');

  const log = server.logLines.join('\n');
  expect(log).toMatch(/"method":"POST","url":"\/send_email_order_rx_form","status":200/);
  expect(log).toMatch(/"url":"\/send_email_order_rx_form","status":400/);
  expect(log).toMatch(/"url":"\/consents","status":201/);
  for (const privateValue of [
    'Maria',
    'Gonzalez',
    'insurance',
    '5551234567',
    'ana@example.com',
    'patient=',
  ]) {
    expect(log).not.toContain(privateValue);
  }
});

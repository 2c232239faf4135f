import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { orderBody, PDF_BYTES, PNG_BYTES, pngAttachment } from '../testing/fixtures';
import { postJson, startTestServer, type TestServer } from '../testing/testServer';

interface Received {
  from: string;
  to: string[];
  raw: Buffer;
}

const received: Received[] = [];
let smtp: SMTPServer;
let server: TestServer;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  server = await startTestServer({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    ORDER_EMAIL_TO: 'orders@supplier.example',
    ORDER_EMAIL_FROM: 'Rx Forms <forms@supplier.example>',
  });
});

afterAll(async () => {
  await server.close();
  await new Promise<void>((resolve) => smtp.close(resolve));
});

it('sends the order through SMTP with the PDF and attachments, and nothing to the outbox', async () => {
  const response = await postJson(
    `${server.url}/send_email_order_rx_form`,
    orderBody([pngAttachment('rx.png')]),
  );

  expect(response.status).toBe(200);
  expect(received).toHaveLength(1);
  expect(received[0].from).toBe('forms@supplier.example');
  expect(received[0].to).toEqual(['orders@supplier.example']);
  const mail = await PostalMime.parse(received[0].raw);
  const orderId = String(response.body.orderId);
  expect(mail.subject).toBe(`Order Rx ${orderId}`);
  expect(mail.attachments.map((a) => a.filename)).toEqual([
    `order-${orderId}.pdf`,
    'rx.png',
    `order-${orderId}.json`,
  ]);
  expect(Buffer.from(mail.attachments[0].content as ArrayBuffer)).toEqual(PDF_BYTES);
  expect(Buffer.from(mail.attachments[1].content as ArrayBuffer)).toEqual(PNG_BYTES);
  expect(server.outboxFiles()).toEqual([]);
});

it('answers 202 with the reference when the mail server is unreachable, and keeps the order', async () => {
  const unreachable = await startTestServer({ SMTP_URL: 'smtp://127.0.0.1:9' });
  try {
    const body = orderBody([]);
    const response = await postJson(`${unreachable.url}/send_email_order_rx_form`, body);
    expect(response.status).toBe(202);
    expect(response.body).toMatchObject({
      ok: true,
      orderId: body.order_id,
      status: 'queued',
      message: 'Received; it will be forwarded to the supplier',
    });
    const health = await (await fetch(`${unreachable.url}/healthz`)).json();
    expect(health.queue).toMatchObject({ pending: 1, failed: 0 });
  } finally {
    await unreachable.close();
  }
});

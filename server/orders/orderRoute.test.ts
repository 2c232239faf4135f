// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import PostalMime from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderBody, PDF_BYTES, PNG_BYTES, pngAttachment } from '../testing/fixtures';
import { postJson, startTestServer, type TestServer } from '../testing/testServer';
import type { AttachedFileData } from './orderRequest';

const ENDPOINT = '/send_email_order_rx_form';
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ ORDER_EMAIL_TO: 'supplier@example.com' });
});
afterAll(() => server.close());

const post = (body: unknown) => postJson(server.url + ENDPOINT, body);

describe('POST /send_email_order_rx_form', () => {
  it('writes one .eml with the PDF and the attachments into the outbox', async () => {
    const before = server.outboxFiles().length;
    const docx: AttachedFileData = {
      name: '../../etc/Referral note?.docx',
      base64: Buffer.from('PK\x03\x04rest-of-zip', 'latin1').toString('base64'),
      mime_type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    };
    const response = await post(orderBody([pngAttachment(), docx]));

    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ok: true, orderId: expect.stringMatching(/^[0-9A-F]{8}$/) });
    const files = server.outboxFiles();
    expect(files).toHaveLength(before + 1);
    const eml = files.find((f) => f.includes(String(response.body.orderId)))!;
    expect(eml).toMatch(/-order-[0-9A-F]{8}\.eml$/);

    const mail = await PostalMime.parse(fs.readFileSync(path.join(server.outboxDir, eml)));
    expect(mail.subject).toBe(`Order Rx form ${response.body.orderId}`);
    expect(mail.to?.[0]?.address).toBe('supplier@example.com');
    expect(mail.text).toContain(`Order id: ${response.body.orderId}`);
    expect(mail.attachments.map((a) => [a.filename, a.mimeType])).toEqual([
      ['order-rx-form.pdf', 'application/pdf'],
      ['prescription.png', 'image/png'],
      ['Referral note_.docx', docx.mime_type],
    ]);
    expect(Buffer.from(mail.attachments[0].content as ArrayBuffer)).toEqual(PDF_BYTES);
    expect(Buffer.from(mail.attachments[1].content as ArrayBuffer)).toEqual(PNG_BYTES);
  });

  it('accepts an order without attachments', async () => {
    expect((await post(orderBody([]))).status).toBe(200);
  });

  const gif = (name: string): AttachedFileData => ({
    name,
    base64: Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1').toString('base64'),
    mime_type: 'image/gif',
  });

  const badBodies: [string, unknown, number, RegExp][] = [
    ['missing PDF', { attached_files_data_array: [] }, 400, /^order_form_data: is required$/],
    [
      'missing attachment list',
      { order_form_data: PDF_BYTES.toString('base64') },
      400,
      /^attached_files_data_array: is required$/,
    ],
    [
      'a data: URL instead of plain base64',
      {
        ...orderBody([]),
        order_form_data: `data:application/pdf;base64,${PDF_BYTES.toString('base64')}`,
      },
      400,
      /^order_form_data: must be plain base64/,
    ],
    [
      'attachment with bad base64',
      orderBody([{ ...pngAttachment(), base64: 'abc$' }]),
      400,
      /^attached_files_data_array\[0\]\.base64: must be plain base64/,
    ],
    [
      'a PDF that is not a PDF',
      { ...orderBody([]), order_form_data: PNG_BYTES.toString('base64') },
      400,
      /^order_form_data: is not a PDF/,
    ],
    [
      'a disallowed mime type',
      orderBody([{ ...pngAttachment('x.html'), mime_type: 'text/html' }]),
      400,
      /^attached_files_data_array\[0\]\.mime_type: must be one of: image\/jpeg/,
    ],
    [
      'a lying mime type',
      orderBody([pngAttachment(), { ...pngAttachment('scan.jpg'), mime_type: 'image/jpeg' }]),
      400,
      /^attached_files_data_array\[1\] \("scan\.jpg"\): its content is not a image\/jpeg file$/,
    ],
    [
      'six attachments',
      orderBody(['1', '2', '3', '4', '5', '6'].map((n) => gif(`${n}.gif`))),
      400,
      /^attached_files_data_array: must NOT have more than 5 items$/,
    ],
    [
      'attachment without a name',
      orderBody([
        { base64: PNG_BYTES.toString('base64'), mime_type: 'image/png' } as AttachedFileData,
      ]),
      400,
      /^attached_files_data_array\[0\]\.name: is required$/,
    ],
    ['not an object', [1, 2], 400, /^request body: must be object$/],
    ['broken JSON', '{"order_form_data": "JVBE', 400, /^Request body is not valid JSON$/],
  ];

  it.each(badBodies)(
    'refuses %s with a clear message and writes nothing',
    async (_name, body, status, message) => {
      const before = server.outboxFiles();
      const response = await post(body);
      expect(response.status).toBe(status);
      expect(response.body.error).toMatch(message);
      expect(server.outboxFiles()).toEqual(before);
    },
  );

  it('refuses an attachment over 10 MB with 413', async () => {
    const before = server.outboxFiles();
    const big = Buffer.alloc(10 * 1024 * 1024 + 1);
    PNG_BYTES.copy(big);
    const response = await post(
      orderBody([{ ...pngAttachment('huge.png'), base64: big.toString('base64') }]),
    );
    expect(response.status).toBe(413);
    expect(response.body.error).toBe(
      'attached_files_data_array[0] ("huge.png") is larger than 10 MB',
    );
    expect(server.outboxFiles()).toEqual(before);
  });

  it('refuses attachments over 15 MB together with 413', async () => {
    const eightMb = Buffer.alloc(8 * 1024 * 1024);
    PNG_BYTES.copy(eightMb);
    const file = { ...pngAttachment(), base64: eightMb.toString('base64') };
    const response = await post(orderBody([file, file]));
    expect(response.status).toBe(413);
    expect(response.body.error).toBe(
      'attached_files_data_array: the files together are larger than 15 MB',
    );
  });

  it('refuses a body over the size limit with 413 before reading it', async () => {
    const before = server.outboxFiles();
    const response = await post({ ...orderBody([]), padding: 'A'.repeat(28 * 1024 * 1024) });
    expect(response.status).toBe(413);
    expect(response.body.error).toMatch(/^Request body is too large \(the limit is 26\.7 MB\)$/);
    expect(server.outboxFiles()).toEqual(before);
  });
});

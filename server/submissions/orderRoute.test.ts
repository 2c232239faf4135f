import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import PostalMime, { type Email } from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatBytes } from '../http/errors';
import {
  newOrderId,
  ORDER_FORM_VERSION,
  orderBody,
  orderValues,
  PDF_BYTES,
  PNG_BYTES,
  pngAttachment,
} from '../testing/fixtures';
import { copySchemas, type TestSchemas } from '../testing/testSchemas';
import { postJson, startTestServer, type TestServer } from '../testing/testServer';
import type { AttachedFileData, OrderRequest } from '../../contract/api';
import { loadFormCatalog } from './formCatalog';
import { sha256Hex } from './fingerprint';
import { submissionBodyLimit } from './submission';

const ENDPOINT = '/send_email_order_rx_form';
const NPI_MESSAGE = 'Enter a valid 10-digit NPI';
let server: TestServer;
let schemas: TestSchemas;
/** From the form's schema as the server read it at start. */
let nameLimit: number;
let bodyLimit: number;

beforeAll(async () => {
  // The real forms, plus a prescriber NPI field with a staff-written message, as in ui.json.
  schemas = copySchemas();
  schemas.setField(
    'order-rx',
    'orfFooterNpi',
    { type: 'string', title: 'Prescriber NPI', format: 'npi' },
    { 'ui:options': { errorMessages: { format: NPI_MESSAGE } } },
  );
  const form = loadFormCatalog(schemas.dir).get('order-rx')!;
  nameLimit = (form.schema.properties as Record<string, { maxLength: number }>).orfPatientName
    .maxLength;
  bodyLimit = submissionBodyLimit(form);
  server = await startTestServer({
    ORDER_EMAIL_TO: 'supplier@example.com',
    SCHEMAS_DIR: schemas.dir,
    RATE_LIMIT_MAX: '1000',
  });
});
afterAll(async () => {
  await server.close();
  schemas.remove();
});

const post = (body: unknown, url = server.url) => postJson(url + ENDPOINT, body);

/** The e-mails of one order in the outbox, parsed. */
async function emailsOf(orderId: string, outbox = server): Promise<Email[]> {
  const files = outbox.outboxFiles().filter((name) => name.endsWith(`-order-${orderId}.eml`));
  return Promise.all(
    files.map((f) => PostalMime.parse(fs.readFileSync(path.join(outbox.outboxDir, f)))),
  );
}

const contentOf = (attachment: Email['attachments'][number]) =>
  Buffer.from(attachment.content as ArrayBuffer);

describe('POST /send_email_order_rx_form', () => {
  it('e-mails the PDF, the files and order-<order_id>.json, and answers with the reference', async () => {
    const docx: AttachedFileData = {
      name: '../../etc/Referral note?.docx',
      base64: Buffer.from('PK\x03\x04rest-of-zip', 'latin1').toString('base64'),
      mime_type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    };
    const body = orderBody([pngAttachment(), docx], {
      order_values: orderValues({ orfFooterNpi: '1234567893', orfInputFormIPQTY0: 2 }),
    });
    const response = await post(body);

    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      ok: true,
      orderId: body.order_id,
      status: 'sent',
      receivedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    const [mail, ...others] = await emailsOf(body.order_id);
    expect(others).toEqual([]);
    expect(mail.subject).toBe(`Order Rx ${body.order_id}`);
    expect(mail.to?.[0]?.address).toBe('supplier@example.com');
    expect(mail.text).toContain(`Reference: ${body.order_id}`);
    expect(mail.text).toContain(`Received: ${String(response.body.receivedAt)}`);
    expect(mail.text).not.toContain('Maria');
    expect(mail.subject).not.toContain('Maria');
    expect(mail.attachments.map((a) => [a.filename, a.mimeType])).toEqual([
      [`order-${body.order_id}.pdf`, 'application/pdf'],
      ['prescription.png', 'image/png'],
      ['Referral note_.docx', docx.mime_type],
      [`order-${body.order_id}.json`, 'application/json'],
    ]);
    expect(contentOf(mail.attachments[0])).toEqual(PDF_BYTES);
    expect(contentOf(mail.attachments[1])).toEqual(PNG_BYTES);
    expect(JSON.parse(contentOf(mail.attachments[3]).toString('utf8'))).toEqual({
      formId: 'order-rx',
      formVersion: ORDER_FORM_VERSION,
      reference: body.order_id,
      submittedAt: response.body.receivedAt,
      locale: 'en',
      values: body.order_values,
      files: [
        {
          name: 'prescription.png',
          type: 'image/png',
          size: PNG_BYTES.length,
          sha256: sha256Hex(PNG_BYTES),
        },
        {
          name: 'Referral note_.docx',
          type: docx.mime_type,
          size: Buffer.from(docx.base64, 'base64').length,
          sha256: sha256Hex(Buffer.from(docx.base64, 'base64')),
        },
      ],
    });
  });

  it('accepts an order without attachments', async () => {
    const body = orderBody([]);
    expect((await post(body)).status).toBe(200);
    expect(await emailsOf(body.order_id)).toHaveLength(1);
  });

  it('answers a resend of the same order (even with a re-made PDF) as the first time, e-mailing it once', async () => {
    const body = orderBody();
    const first = await post(body);
    const remadePdf = Buffer.concat([PDF_BYTES, Buffer.from('% made again\n')]);
    const again = await post({ ...body, order_form_data: remadePdf.toString('base64') });
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await emailsOf(body.order_id)).toHaveLength(1);
  });

  it('refuses an order_id reused for other content with 409, e-mailing nothing more', async () => {
    const body = orderBody();
    expect((await post(body)).status).toBe(200);
    const changes: Partial<OrderRequest>[] = [
      { order_values: orderValues({ orfPatientName: 'Someone Else' }) },
      { attached_files_data_array: [pngAttachment('other-name.png')] },
      { form_version: 'older' },
    ];
    for (const change of changes) {
      const response = await post({ ...body, ...change });
      expect(response.status).toBe(409);
      expect(response.body.error).toBe(
        `order_id ${body.order_id} was already used for a different order; start a new order to send this one`,
      );
    }
    expect(await emailsOf(body.order_id)).toHaveLength(1);
  });

  it('names the field when order_values fail the form schema, with the words of ui.json or plain ones', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ orfFooterNpi: '1234567890' }, `order_values.orfFooterNpi: ${NPI_MESSAGE}`],
      [{ orfPhone: undefined }, 'order_values.orfPhone: Phone is required'],
      [{ orfPhone: '555-1234' }, 'order_values.orfPhone: Enter a 10-digit phone number'],
      [{ orfInputFormIPQTY0: 301 }, 'order_values.orfInputFormIPQTY0: At most 300'],
      [{ orfInputFormIPQTY0: '3' }, 'order_values.orfInputFormIPQTY0: Enter a whole number'],
      [{ orfDob: '31/01/1950' }, 'order_values.orfDob: Enter the full date, like 03/15/1948'],
      [
        { orfPatientName: 'x'.repeat(500) },
        `order_values.orfPatientName: At most ${nameLimit} characters`,
      ],
      [
        { orfSignatureName: 'Alan Smith, MD', orfSignatureAttestation: false },
        'order_values.orfSignatureAttestation: Tick this box for the typed name to count as the signature, or clear the name',
      ],
      [
        { orfPatientNotes: 'not in the schema', orfDiscount: 50 },
        'order_values.orfPatientNotes, order_values.orfDiscount: are not fields of this form',
      ],
    ];
    for (const [change, message] of cases) {
      const before = server.outboxFiles();
      const response = await post(orderBody([], { order_values: orderValues(change) }));
      expect(response.status, message).toBe(400);
      expect(response.body.error).toBe(message);
      expect(server.outboxFiles()).toEqual(before);
    }
  });

  it('lists every failing field in one answer', async () => {
    const response = await post(
      orderBody([], {
        order_values: { orfPatientName: 'A', orfPhone: '1', orfInputFormIPQTY1: 900 },
      }),
    );
    expect(response.status).toBe(400);
    expect(response.body.error).toBe(
      'order_values.orfPhone: Enter a 10-digit phone number; order_values.orfInputFormIPQTY1: At most 250',
    );
  });

  const gif = (name: string): AttachedFileData => ({
    name,
    base64: Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1').toString('base64'),
    mime_type: 'image/gif',
  });
  const pdfFile = (name: string): AttachedFileData => ({
    name,
    base64: PDF_BYTES.toString('base64'),
    mime_type: 'application/pdf',
  });

  const badBodies: [string, unknown, number, string | RegExp][] = [
    ['missing order_id', orderBody([], { order_id: undefined }), 400, 'order_id: is required'],
    [
      'an order_id of the wrong shape',
      orderBody([], { order_id: 'RX-7K3M9QXI' }),
      400,
      'order_id: must be RX- and 8 characters from 0-9 and A-Z without I, L, O, U (e.g. RX-7K3M9QXA)',
    ],
    [
      'missing form_version',
      orderBody([], { form_version: undefined }),
      400,
      'form_version: is required',
    ],
    [
      'missing order_values',
      orderBody([], { order_values: undefined }),
      400,
      'order_values: is required',
    ],
    [
      'order_values not an object',
      orderBody([], { order_values: 'x' }),
      400,
      'order_values: must be object',
    ],
    [
      'missing PDF',
      orderBody([], { order_form_data: undefined }),
      400,
      'order_form_data: is required',
    ],
    [
      'missing attachment list',
      orderBody([], { attached_files_data_array: undefined }),
      400,
      'attached_files_data_array: is required',
    ],
    [
      'an unknown body field',
      { ...orderBody([]), order_notes: 'x', patient_email: 'a@b.c' },
      400,
      'order_notes, patient_email: are not fields of this request (remove them)',
    ],
    [
      'an unknown attachment field',
      orderBody([{ ...pngAttachment(), size: 3 } as AttachedFileData]),
      400,
      'attached_files_data_array[0].size: is not a field of this request (remove it)',
    ],
    [
      'a data: URL instead of plain base64',
      orderBody([], {
        order_form_data: `data:application/pdf;base64,${PDF_BYTES.toString('base64')}`,
      }),
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
      orderBody([], { order_form_data: PNG_BYTES.toString('base64') }),
      400,
      /^order_form_data: is not a PDF/,
    ],
    [
      'a type that is not accepted',
      orderBody([{ ...pngAttachment('page.html'), mime_type: 'text/html' }]),
      400,
      'attached_files_data_array[0] ("page.html"): the type text/html is not accepted',
    ],
    [
      'photo.exe declared as image/png',
      orderBody([pngAttachment('photo.exe')]),
      400,
      'attached_files_data_array[0] ("photo.exe"): files ending in .exe are not accepted',
    ],
    [
      'invoice.html starting with PNG bytes',
      orderBody([pngAttachment('invoice.html')]),
      400,
      'attached_files_data_array[0] ("invoice.html"): files ending in .html are not accepted',
    ],
    [
      'a .pdf name declared as a PNG',
      orderBody([pngAttachment('scan.pdf')]),
      400,
      'attached_files_data_array[0] ("scan.pdf"): the name ends in .pdf but the file is declared as image/png (.png)',
    ],
    [
      'a lying mime type',
      orderBody([pngAttachment(), { ...pngAttachment('scan.jpg'), mime_type: 'image/jpeg' }]),
      400,
      'attached_files_data_array[1] ("scan.jpg"): its content is not a image/jpeg file',
    ],
    [
      'six attachments',
      orderBody(['1', '2', '3', '4', '5', '6'].map((n) => gif(`${n}.gif`))),
      400,
      'attached_files_data_array: at most 5 files can be sent',
    ],
    [
      'attachment without a name',
      orderBody([
        { base64: PNG_BYTES.toString('base64'), mime_type: 'image/png' } as AttachedFileData,
      ]),
      400,
      'attached_files_data_array[0].name: is required',
    ],
    ['not an object', [1, 2], 400, 'request body: must be object'],
    ['broken JSON', '{"order_form_data": "JVBE', 400, 'Request body is not valid JSON'],
  ];

  it.each(badBodies)(
    'refuses %s with a clear message and e-mails nothing',
    async (_name, body, status, message) => {
      const before = server.outboxFiles();
      const response = await post(body);
      expect(response.status).toBe(status);
      if (typeof message === 'string') expect(response.body.error).toBe(message);
      else expect(response.body.error).toMatch(message);
      expect(server.outboxFiles()).toEqual(before);
    },
  );

  it('sends files under a safe base name: no folders, no control characters, bounded length', async () => {
    const body = orderBody([
      pdfFile('../../etc/passwd.pdf'),
      pngAttachment('scan\r\nBcc: thief@example.com.png'),
      gif(`${'a'.repeat(200)}.gif`),
      pngAttachment('insurance card'),
    ]);
    const response = await post(body);
    expect(response.body.error).toBeUndefined();
    const [mail] = await emailsOf(body.order_id);
    expect(mail.attachments.map((a) => a.filename).slice(1, -1)).toEqual([
      'passwd.pdf',
      'scan_Bcc_ thief_example.com.png',
      `${'a'.repeat(96)}.gif`,
      'insurance card.png',
    ]);
    expect(mail.headers.find((h) => h.key === 'bcc')).toBeUndefined();
  });

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

  it('takes a signature image of a few hundred KB in order_values when the schema allows it', async () => {
    schemas.setField(
      'order-rx',
      'orfSignature',
      {
        type: 'string',
        title: 'Signature',
        format: 'data-url',
        maxLength: 700_000,
      },
      {},
    );
    const signed = await startTestServer({ SCHEMAS_DIR: schemas.dir });
    try {
      const image = Buffer.alloc(400 * 1024, 7);
      PNG_BYTES.copy(image);
      const signature = `data:image/png;base64,${image.toString('base64')}`;
      const body = orderBody([], { order_values: orderValues({ orfSignature: signature }) });
      expect((await post(body, signed.url)).status).toBe(200);
      const [mail] = await emailsOf(body.order_id, signed);
      const record = JSON.parse(contentOf(mail.attachments.at(-1)!).toString('utf8'));
      expect(record.values.orfSignature).toBe(signature);
      const tooLong = orderBody([], {
        order_values: orderValues({ orfSignature: `${signature}${'A'.repeat(200_000)}` }),
      });
      expect((await post(tooLong, signed.url)).body.error).toBe(
        'order_values.orfSignature: At most 700000 characters',
      );
    } finally {
      await signed.close();
    }
  });

  it('refuses a body over the limit the form schema gives, with 413 before reading it', async () => {
    const before = server.outboxFiles();
    const response = await post({ ...orderBody([]), padding: 'A'.repeat(bodyLimit) });
    expect(response.status).toBe(413);
    expect(response.body.error).toBe(
      `Request body is too large (the limit is ${formatBytes(bodyLimit)})`,
    );
    expect(server.outboxFiles()).toEqual(before);
  });

  it('answers 202 "queued" with the reference while the mail server does not answer', async () => {
    // A mail server that accepts connections and never says a word.
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    const slow = await startTestServer({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      DELIVERY_WAIT_MS: '300',
      SMTP_GREETING_TIMEOUT_MS: '1000',
    });
    try {
      const body = orderBody();
      const response = await post(body, slow.url);
      expect(response.status).toBe(202);
      expect(response.body).toEqual({
        ok: true,
        orderId: body.order_id,
        status: 'queued',
        receivedAt: expect.any(String),
        message: 'Received; it will be forwarded to the supplier',
      });
      const again = await post(body, slow.url);
      expect(again.status).toBe(202);
      expect(again.body).toEqual(response.body);
    } finally {
      for (const socket of sockets) socket.destroy();
      silent.close();
      await slow.close();
    }
  }, 20_000);
});

it('makes a fresh, valid order_id for each fixture body', () => {
  const ids = new Set(Array.from({ length: 50 }, () => newOrderId()));
  expect(ids.size).toBe(50);
  for (const id of ids) expect(id).toMatch(/^RX-[0-9A-HJKMNP-TV-Z]{8}$/);
});

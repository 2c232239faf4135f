import fs from 'node:fs';
import path from 'node:path';
import PostalMime, { type Email } from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDF_BYTES, PNG_BYTES } from '../testing/fixtures';
import { copySchemas, type TestSchemas } from '../testing/testSchemas';
import { postJson, startTestServer, type TestServer } from '../testing/testServer';

let server: TestServer;
let schemas: TestSchemas;

/** A return/repair form as staff would add it: a choice, repeated rows and a condition. */
const returnSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  title: 'Return or Repair',
  type: 'object',
  required: ['name', 'reason'],
  properties: {
    name: { type: 'string', title: 'Your name', maxLength: 50 },
    reason: { type: 'string', title: 'Reason', enum: ['broken', 'wrong-size', 'other'] },
    items: {
      type: 'array',
      title: 'Items',
      maxItems: 3,
      items: {
        type: 'object',
        required: ['item'],
        properties: {
          item: { type: 'string', title: 'Item', maxLength: 40 },
          qty: { type: 'integer', title: 'Quantity', minimum: 1, maximum: 10 },
        },
      },
    },
  },
  if: { properties: { reason: { const: 'other' } }, required: ['reason'] },
  then: {
    required: ['otherReason'],
    properties: { otherReason: { type: 'string', title: 'Which reason?', maxLength: 100 } },
  },
};
const returnUi = { name: { 'ui:options': { errorMessages: { required: 'Tell us your name' } } } };

beforeAll(async () => {
  schemas = copySchemas();
  schemas.addForm(
    {
      id: 'return-request',
      route: '/return-request',
      title: 'Return or Repair',
      sendTo: 'email',
      emailTo: 'returns@example.com',
      version: '3',
    },
    returnSchema,
    returnUi,
  );
  schemas.addForm(
    {
      id: 'insurance-update',
      route: '/insurance-update',
      title: 'Insurance Update',
      sendTo: 'email',
    },
    {
      type: 'object',
      properties: {
        memberId: { type: 'string', title: 'Member ID', maxLength: 20 },
        callAt: { type: 'string', title: 'Call me at', format: 'time' },
      },
    },
  );
  schemas.addForm(
    { id: 'contact-note', route: '/contact-note', title: 'Contact', sendTo: 'none' },
    { type: 'object', properties: { note: { type: 'string', title: 'Note' } } },
  );
  server = await startTestServer({
    SCHEMAS_DIR: schemas.dir,
    ORDER_EMAIL_TO: 'orders@supplier.example',
    RATE_LIMIT_MAX: '1000',
  });
});
afterAll(async () => {
  await server.close();
  schemas.remove();
});

const values = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ana Lopez',
  reason: 'broken',
  items: [{ item: 'Knee walker', qty: 1 }],
  ...overrides,
});
const body = (overrides: Record<string, unknown> = {}) => ({
  formId: 'return-request',
  values: values(),
  pdf: PDF_BYTES.toString('base64'),
  ...overrides,
});
const post = (id: string, payload: unknown) => postJson(`${server.url}/forms/${id}`, payload);

async function emailOf(reference: string): Promise<Email> {
  const files = server.outboxFiles().filter((name) => name.endsWith(`-form-${reference}.eml`));
  expect(files).toHaveLength(1);
  return PostalMime.parse(fs.readFileSync(path.join(server.outboxDir, files[0])));
}

const contentOf = (attachment: Email['attachments'][number]) =>
  Buffer.from(attachment.content as ArrayBuffer);

it('says in its log which forms it serves, as read from the forms folder at start', async () => {
  const logged = await startTestServer({ SCHEMAS_DIR: schemas.dir, LOG_LEVEL: 'info' });
  try {
    const line = logged.logLines.map((text) => JSON.parse(text)).find((entry) => entry.forms);
    expect(line).toMatchObject({ msg: 'forms served' });
    expect(line.forms).toEqual(expect.arrayContaining(['order-rx', 'consent', 'return-request']));
  } finally {
    await logged.close();
  }
});

describe('POST /forms/<id>', () => {
  it('e-mails the PDF and the values as JSON to the form address, with a reference', async () => {
    const sent = values({ reason: 'other', otherReason: 'Too heavy' });
    const response = await post('return-request', body({ values: sent }));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      ok: true,
      reference: expect.stringMatching(/^F-[0-9A-HJKMNP-TV-Z]{8}$/),
      status: 'sent',
      receivedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const reference = String(response.body.reference);
    const mail = await emailOf(reference);
    expect(mail.to?.[0]?.address).toBe('returns@example.com');
    expect(mail.subject).toBe(`Return or Repair ${reference}`);
    expect(mail.text).toContain(`Reference: ${reference}`);
    expect(mail.text).toContain(`Received: ${String(response.body.receivedAt)}`);
    expect(mail.text).not.toContain('Ana');
    expect(mail.attachments.map((a) => [a.filename, a.mimeType])).toEqual([
      [`return-request-${reference}.pdf`, 'application/pdf'],
      [`return-request-${reference}.json`, 'application/json'],
    ]);
    expect(contentOf(mail.attachments[0])).toEqual(PDF_BYTES);
    expect(JSON.parse(contentOf(mail.attachments[1]).toString('utf8'))).toEqual({
      formId: 'return-request',
      formVersion: '3',
      reference,
      submittedAt: response.body.receivedAt,
      locale: 'en',
      values: sent,
      files: [],
    });
  });

  it('sends a form without emailTo to the order address, as version "1"', async () => {
    const response = await post('insurance-update', {
      formId: 'insurance-update',
      // A time as the browser's validator (rjsf's ajv-formats) accepts it: seconds, no zone.
      values: { memberId: 'ABC123', callAt: '14:30:00' },
      pdf: PDF_BYTES.toString('base64'),
    });
    expect(response.status).toBe(200);
    const reference = String(response.body.reference);
    const mail = await emailOf(reference);
    expect(mail.to?.[0]?.address).toBe('orders@supplier.example');
    expect(mail.subject).toBe(`Insurance Update ${reference}`);
    const record = JSON.parse(contentOf(mail.attachments[1]).toString('utf8'));
    expect(record).toMatchObject({
      formId: 'insurance-update',
      formVersion: '1',
      values: { memberId: 'ABC123', callAt: '14:30:00' },
    });
  });

  it('gives each sending its own reference', async () => {
    const first = await post('return-request', body());
    const second = await post('return-request', body());
    expect(first.body.reference).not.toBe(second.body.reference);
  });

  const refusals: [string, unknown, string | RegExp][] = [
    [
      'a formId of another form',
      body({ formId: 'insurance-update' }),
      'formId: must be "return-request", the form of this address',
    ],
    [
      'a missing required value, in the words of ui.json',
      body({ values: values({ name: undefined }) }),
      'values.name: Tell us your name',
    ],
    [
      'a value outside its choices',
      body({ values: values({ reason: 'bored' }) }),
      'values.reason: Choose one of the options',
    ],
    [
      'a bad value in a repeated row',
      body({ values: values({ items: [{ item: 'a' }, { item: 'b', qty: 11 }] }) }),
      'values.items[1].qty: At most 10',
    ],
    [
      'too many rows',
      body({
        values: values({ items: [{ item: 'a' }, { item: 'b' }, { item: 'c' }, { item: 'd' }] }),
      }),
      'values.items: Choose at most 3 items',
    ],
    [
      'a field required by a condition that holds',
      body({ values: values({ reason: 'other' }) }),
      'values.otherReason: Which reason? is required',
    ],
    [
      'an undeclared key in a row',
      body({ values: values({ items: [{ item: 'a', colour: 'red' }] }) }),
      'values.items[0].colour: is not a field of this form',
    ],
    [
      'an undeclared top-level key',
      body({ values: values({ ssn: '123' }) }),
      'values.ssn: is not a field of this form',
    ],
    ['values that are not an object', body({ values: [] }), 'values: must be object'],
    [
      'a PDF that is not a PDF',
      body({ pdf: PNG_BYTES.toString('base64') }),
      'pdf: is not a PDF (its content must start with %PDF)',
    ],
    [
      'a data: URL for the PDF',
      body({ pdf: `data:application/pdf;base64,${PDF_BYTES.toString('base64')}` }),
      /^pdf: must be plain base64/,
    ],
    [
      'an unknown body field',
      body({ email: 'x@y.z' }),
      'email: is not a field of this request (remove it)',
    ],
    ['a missing PDF', body({ pdf: undefined }), 'pdf: is required'],
  ];

  it.each(refusals)(
    'refuses %s with a 400 naming the field, e-mailing nothing',
    async (_name, payload, message) => {
      const before = server.outboxFiles();
      const response = await post('return-request', payload);
      expect(response.status).toBe(400);
      if (typeof message === 'string') expect(response.body.error).toBe(message);
      else expect(response.body.error).toMatch(message);
      expect(server.outboxFiles()).toEqual(before);
    },
  );

  it.each([
    ['a form that is not sent by e-mail', 'contact-note'],
    ['a form with a page of its own', 'order-rx'],
    ['a form that does not exist', 'no-such-form'],
  ])('answers 404 for %s', async (_name, id) => {
    const response = await post(id, body({ formId: id }));
    expect(response.status).toBe(404);
    expect(response.body.error).toBe(`Not found: POST /forms/${id}`);
  });

  it('refuses a PDF over 5 MB with 413', async () => {
    const big = Buffer.alloc(5 * 1024 * 1024 + 1);
    PDF_BYTES.copy(big);
    const response = await post('return-request', body({ pdf: big.toString('base64') }));
    expect(response.status).toBe(413);
    expect(response.body.error).toBe('pdf: the PDF is larger than 5 MB');
  });
});

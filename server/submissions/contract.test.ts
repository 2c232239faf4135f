/**
 * The contract as the supplier and staff meet it: one JSON record shape for every form, and the
 * attachment limits of the order form's ui.json, the very entry the page's picker reads.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import PostalMime from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, formPath } from '../../contract/api';
import { submissionRecordSchema } from '../../contract/record';
import { orderBody, PDF_BYTES, PNG_BYTES, pngAttachment } from '../testing/fixtures';
import { copySchemas, type TestSchemas } from '../testing/testSchemas';
import { postJson, startTestServer, type TestServer } from '../testing/testServer';

let schemas: TestSchemas;
let server: TestServer;

beforeAll(async () => {
  schemas = copySchemas();
  server = await startTestServer({ SCHEMAS_DIR: schemas.dir, RATE_LIMIT_MAX: '1000' });
});
afterAll(async () => {
  await server.close();
  schemas.remove();
});

/** The JSON attachment of the one e-mail whose file name ends with `-<reference>.eml`. */
async function recordOf(outbox: TestServer, reference: string): Promise<unknown> {
  const [file] = outbox.outboxFiles().filter((name) => name.endsWith(`-${reference}.eml`));
  const mail = await PostalMime.parse(fs.readFileSync(path.join(outbox.outboxDir, file)));
  const json = mail.attachments.find((a) => a.mimeType === 'application/json')!;
  return JSON.parse(Buffer.from(json.content as ArrayBuffer).toString('utf8'));
}

const exampleValues = {
  fullName: 'Ana Diaz',
  phone: '(555) 123-4567',
  contactBy: 'phone',
  deliveryPreference: 'standard',
  returnReasons: ['damaged'],
};

describe('the record the supplier receives', () => {
  it('has one shape for an order and for a generic form, as contract/record.ts declares', async () => {
    const order = orderBody([pngAttachment()]);
    expect((await postJson(`${server.url}/${apiPaths.order}`, order)).status).toBe(200);
    const form = await postJson(`${server.url}/${formPath('examples-all-fields')}`, {
      formId: 'examples-all-fields',
      values: exampleValues,
      pdf: PDF_BYTES.toString('base64'),
      locale: 'es',
    });
    expect(form.status).toBe(200);

    const records = [
      await recordOf(server, order.order_id),
      await recordOf(server, String(form.body.reference)),
    ];
    const validate = addFormats.default(new Ajv()).compile(submissionRecordSchema);
    for (const record of records)
      expect(validate(record), JSON.stringify(validate.errors)).toBe(true);
    // One shape: every key the schema declares, "completedIn" only for a form filled in Spanish,
    // "signature" and "audit" only for an order signed from a link (server/signing/).
    const signedOnly = ['signature', 'audit'];
    const declared = Object.keys(submissionRecordSchema.properties)
      .filter((key) => !signedOnly.includes(key))
      .sort();
    expect(records.map((record) => Object.keys(record as object).sort())).toEqual([
      declared.filter((key) => key !== 'completedIn'),
      declared,
    ]);
    expect(records[0]).toMatchObject({
      formId: 'order-rx',
      locale: 'en',
      files: [{ size: PNG_BYTES.length }],
    });
    expect(records[1]).toMatchObject({
      formId: 'examples-all-fields',
      locale: 'es',
      completedIn: 'Completed in Spanish',
      files: [],
    });
  });
});

describe("the order form's attachment limits in ui.json", () => {
  it('are what the server accepts: a staff edit to 2 files of at most 1 MB changes both', async () => {
    const edited = copySchemas();
    const uiFile = path.join(edited.dir, 'order-rx', 'ui.json');
    const ui = JSON.parse(fs.readFileSync(uiFile, 'utf8'));
    ui.orfAttachments['ui:options'] = {
      ...ui.orfAttachments['ui:options'],
      maxFiles: 2,
      maxFileMB: 1,
    };
    fs.writeFileSync(uiFile, JSON.stringify(ui));
    const strict = await startTestServer({ SCHEMAS_DIR: edited.dir });
    try {
      const three = orderBody([
        pngAttachment('a.png'),
        pngAttachment('b.png'),
        pngAttachment('c.png'),
      ]);
      const refused = await postJson(`${strict.url}/${apiPaths.order}`, three);
      expect(refused.status).toBe(400);
      expect(refused.body.error).toBe('attached_files_data_array: at most 2 files can be sent');
      // The shipped limits (5 files) take the same three files.
      expect((await postJson(`${server.url}/${apiPaths.order}`, three)).status).toBe(200);

      const big = Buffer.alloc(Math.round(1.5 * 1024 * 1024), 1);
      PNG_BYTES.copy(big);
      const large = orderBody([{ ...pngAttachment(), base64: big.toString('base64') }]);
      const tooLarge = await postJson(`${strict.url}/${apiPaths.order}`, large);
      expect(tooLarge.status).toBe(413);
      expect(tooLarge.body.error).toBe(
        'attached_files_data_array[0] ("prescription.png") is larger than 1 MB',
      );
      expect((await postJson(`${server.url}/${apiPaths.order}`, large)).status).toBe(200);
    } finally {
      await strict.close();
      edited.remove();
    }
  });
});

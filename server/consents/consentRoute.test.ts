import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consentBody } from '../testing/fixtures';
import { copySchemas, type TestSchemas } from '../testing/testSchemas';
import { postJson, startTestServer, type TestServer } from '../testing/testServer';
import { CONSENT_DB_FILE } from './consentStore';

let server: TestServer;
let db: Database.Database;

beforeAll(async () => {
  server = await startTestServer();
  db = new Database(path.join(server.dataDir, CONSENT_DB_FILE));
});
afterAll(async () => {
  db.close();
  await server.close();
});

const post = (body: unknown) =>
  postJson(`${server.url}/consents`, body, { 'user-agent': 'ConsentTest/1.0' });
const count = () => (db.prepare('SELECT COUNT(*) AS n FROM consents').get() as { n: number }).n;

describe('POST /consents', () => {
  it('stores the record with the exact text, both times, address and user agent', async () => {
    const response = await post(consentBody());
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ ok: true, id: expect.any(Number) });

    const row = db.prepare('SELECT * FROM consents WHERE id = ?').get(response.body.id);
    expect(row).toMatchObject({
      name: 'Ana',
      last_name: 'Lopez',
      email: 'ana@example.com',
      phone: '(555) 123-4567',
      consent: 1,
      consent_text: consentBody().consentText,
      consent_text_version: '2025-01',
      page_url: 'https://forms.example.com/conset-messages-form',
      consented_at: '2025-01-31T14:05:00.000Z',
      ip_address: '127.0.0.1',
      user_agent: 'ConsentTest/1.0',
    });
    const receivedAt = Date.parse((row as { received_at: string }).received_at);
    expect(Math.abs(Date.now() - receivedAt)).toBeLessThan(60_000);
  });

  it('keeps records append-only: UPDATE and DELETE are refused by the database', () => {
    expect(() => db.prepare("UPDATE consents SET name = 'Changed'").run()).toThrow(/append-only/);
    expect(() => db.prepare('DELETE FROM consents').run()).toThrow(/append-only/);
    expect(count()).toBeGreaterThan(0);
  });

  it('refuses server-side fields sent by the client, naming them', async () => {
    const count = () => (db.prepare('SELECT COUNT(*) AS n FROM consents').get() as { n: number }).n;
    const before = count();
    const response = await post({
      ...consentBody(),
      ipAddress: '10.0.0.1',
      receivedAt: '2000-01-01T00:00:00Z',
    });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe(
      'ipAddress, receivedAt: are not fields of this request (remove them)',
    );
    expect(count()).toBe(before);
  });

  const badBodies: [string, unknown, RegExp][] = [
    ['consent not given', consentBody({ consent: false }), /^consent: must be true$/],
    ['a missing last name', { ...consentBody(), lastName: undefined }, /^lastName: is required$/],
    ['a bad e-mail', consentBody({ email: 'not-an-email' }), /^email: must be an e-mail address$/],
    ['a bad phone', consentBody({ phone: 'call me' }), /^phone: must be a phone number/],
    [
      'a bad time',
      consentBody({ consentedAt: 'yesterday' }),
      /^consentedAt: must be an ISO 8601 date and time/,
    ],
    [
      'a missing consent text',
      { ...consentBody(), consentText: undefined },
      /^consentText: is required$/,
    ],
  ];

  it.each(badBodies)('refuses %s with 400 and stores nothing', async (_name, body, message) => {
    const before = count();
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(response.body.error).toMatch(message);
    expect(count()).toBe(before);
  });

  it('refuses a body over 64 KB with 413', async () => {
    const before = count();
    const response = await post(consentBody({ consentText: 'x'.repeat(70 * 1024) }));
    expect(response.status).toBe(413);
    expect(response.body.error).toBe('Request body is too large (the limit is 64 KB)');
    expect(count()).toBe(before);
  });
});

describe('a field staff added to the consent form', () => {
  let schemas: TestSchemas;
  let edited: TestServer;
  let editedDb: Database.Database;

  beforeAll(async () => {
    schemas = copySchemas();
    schemas.setField('consent', 'preferredTime', {
      type: 'string',
      title: 'Best time for texts',
      enum: ['morning', 'evening'],
    });
    edited = await startTestServer({ SCHEMAS_DIR: schemas.dir });
    editedDb = new Database(path.join(edited.dataDir, CONSENT_DB_FILE));
  });
  afterAll(async () => {
    editedDb.close();
    await edited.close();
    schemas.remove();
  });

  const postEdited = (body: unknown) => postJson(`${edited.url}/consents`, body);

  it('is checked against the schema and kept beside the fixed fields', async () => {
    const response = await postEdited({ ...consentBody(), answers: { preferredTime: 'evening' } });
    expect(response.status).toBe(201);
    const row = editedDb
      .prepare('SELECT name, answers FROM consents WHERE id = ?')
      .get(response.body.id) as { name: string; answers: string };
    expect(row.name).toBe('Ana');
    expect(JSON.parse(row.answers)).toEqual({ preferredTime: 'evening' });
  });

  it.each([
    [{ preferredTime: 'noon' }, 'preferredTime: Choose one of the options'],
    [{ favouriteColour: 'red' }, 'favouriteColour: is not a field of this form'],
    [{ name: 'Other' }, 'answers.name: is a field of its own in this request'],
  ])('refuses answers %j', async (answers, message) => {
    const response = await postEdited({ ...consentBody(), answers });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe(message);
  });
});

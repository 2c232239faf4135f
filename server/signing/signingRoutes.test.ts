import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { UNUSABLE_LINK_MESSAGE } from '../../contract/signing';
import { PNG_BYTES } from '../testing/fixtures';
import {
  attachmentBytes,
  parseMail,
  pdfText,
  signingOrderBody,
  tokenIn,
} from '../testing/signingFixtures';
import { postJson, startTestServer, type TestServer } from '../testing/testServer';
import { sha256Hex } from '../submissions/fingerprint';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    ORDER_EMAIL_TO: 'supplier@example.com',
    COMPANY_NAME: 'Task Supply',
    LOG_LEVEL: 'info',
    DELIVERY_POLL_MS: '50',
    RATE_LIMIT_MAX: '1000',
    SIGNING_ATTEMPTS_PER_MINUTE: '1000',
  });
});
afterAll(async () => server.close());
afterEach(() => vi.useRealTimers());

const api = (path: string, body: unknown) => postJson(`${server.url}/${path}`, body);
const readOutbox = (name: string) => fs.readFileSync(path.join(server.outboxDir, name));
const outboxNamed = (pattern: RegExp) => server.outboxFiles().filter((name) => pattern.test(name));

/** Sends an order for signature; returns its answer and the token the text message carries. */
async function sendForSignature() {
  const body = await signingOrderBody();
  const textsBefore = new Set(outboxNamed(/-text-/));
  const answer = await api('send_email_order_rx_form', body);
  const [textFile] = outboxNamed(/-text-/).filter((name) => !textsBefore.has(name));
  const text = JSON.parse(readOutbox(textFile).toString('utf8')) as {
    number: string;
    text: string;
  };
  return { body, answer, text, token: tokenIn(text.text)! };
}

const supplierMails = (reference: string) => outboxNamed(new RegExp(`-order-${reference}\\.eml$`));
const status = async (statusId: unknown) =>
  (await api('signing/status', { statusId })).body as Record<string, unknown>;

describe('an order sent to the practitioner to sign', () => {
  it('is kept awaiting signature, and the link goes by text and e-mail with no patient data', async () => {
    const { body, answer, text, token } = await sendForSignature();
    const reference = body.order_id;

    expect(answer.status).toBe(202);
    expect(answer.body).toMatchObject({
      ok: true,
      orderId: reference,
      status: 'awaiting-signature',
      sentTo: ['(•••) •••-0123', 'd•••@clinic.org'],
    });
    expect(String(answer.body.statusId)).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(text.number).toBe('15550100123');
    expect(text.text).toBe(
      `Task Supply: order ${reference} awaits your signature: ${server.url}/sign#${token}`,
    );
    expect(token).toHaveLength(43);

    const [linkMail] = outboxNamed(new RegExp(`-signing-link-${reference}-sign\\.eml$`));
    const mail = await parseMail(readOutbox(linkMail));
    expect(mail.to?.[0]?.address).toBe('dr.smith@clinic.org');
    expect(mail.text).toContain(`/sign#${token}`);
    expect(mail.attachments).toEqual([]);
    for (const words of [text.text, mail.text ?? '', mail.subject ?? '']) {
      expect(words).not.toContain('Maria');
      expect(words).not.toContain('Gonzalez');
    }
    expect(supplierMails(reference)).toEqual([]);
    expect(await status(answer.body.statusId)).toEqual({ reference, state: 'awaiting' });
  });

  it('refuses the same reference sent again as a plain order, and delivers nothing', async () => {
    const { body } = await sendForSignature();
    const plain = { ...body, signing: undefined };
    const again = await api('send_email_order_rx_form', plain);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      error: `order_id ${body.order_id} was sent to the practitioner to sign and goes to the supplier once signed; start a new order to send this one`,
    });
    expect(supplierMails(body.order_id)).toEqual([]);
  });

  it('refuses an order for signature whose link has nowhere to go, naming the field', async () => {
    const body = await signingOrderBody({ mobile: undefined, email: undefined });
    const answer = await api('send_email_order_rx_form', body);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: 'signing.mobile: is required' });
  });

  it('opens with the link, signs once, and is delivered once with its signature and audit trail', async () => {
    const { body, answer, token } = await sendForSignature();
    const reference = body.order_id;
    const textsBefore = new Set(outboxNamed(/-text-/));

    const view = await api('signing/view', { token });
    expect(view.status).toBe(200);
    expect(view.headers.get('cache-control')).toBe('no-store');
    expect(view.body).toMatchObject({
      reference,
      values: body.order_values,
      files: [{ name: 'prescription.png', type: 'image/png', size: PNG_BYTES.length }],
      pdf: body.order_form_data,
      documentSha256: sha256Hex(Buffer.from(body.order_form_data, 'base64')),
      practitionerName: 'Dr Ann Smith',
      practitionerNpi: '1234567893',
      preparedBy: 'Dana Reyes',
    });

    const signed = await fetch(`${server.url}/signing/sign`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'TestPhone/1.0' },
      body: JSON.stringify({ token, attested: true, signature: { typedName: 'Ann Smith MD' } }),
    });
    expect(signed.status).toBe(200);
    expect(await signed.json()).toEqual({ ok: true, state: 'signed' });

    await expect.poll(() => supplierMails(reference).length).toBe(1);
    await expect.poll(() => outboxNamed(/-text-/).length).toBe(textsBefore.size + 1);
    const [mailFile, ...more] = supplierMails(reference);
    expect(more).toEqual([]);
    const mail = await parseMail(readOutbox(mailFile));
    expect(mail.to?.[0]?.address).toBe('supplier@example.com');
    const text = pdfText(attachmentBytes(mail, 0));
    expect(text).toContain('Order Rx Form: Maria Gonzalez');
    expect(text).toContain(
      'I am Dr Ann Smith, NPI 1234567893, and I ordered these items for this patient.',
    );
    expect(text).toContain('Electronically signed by Ann Smith MD, NPI 1234567893 (typed name)');
    expect(text).toContain('Prepared by: Dana Reyes');
    expect(text).toContain('text message to (•••) •••-0123 and e-mail to d•••@clinic.org');
    expect(text).toMatch(/from IP 127\.0\.0\.1, browser TestPhone\/1\.0/);
    const documentSha256 = sha256Hex(Buffer.from(body.order_form_data, 'base64'));
    expect(text).toContain(documentSha256);
    const record = JSON.parse(attachmentBytes(mail, 2).toString('utf8'));
    expect(record.signature).toEqual({
      method: 'typed',
      name: 'Ann Smith MD',
      npi: '1234567893',
      attestation: 'I am Dr Ann Smith, NPI 1234567893, and I ordered these items for this patient',
    });
    expect(record.audit).toMatchObject({
      preparedBy: 'Dana Reyes',
      sentTo: [
        { channel: 'text', to: '(•••) •••-0123' },
        { channel: 'email', to: 'd•••@clinic.org' },
      ],
      signerIp: '127.0.0.1',
      signerBrowser: 'TestPhone/1.0',
      documentSha256,
    });
    expect(Date.parse(record.audit.openedAt)).toBeLessThanOrEqual(
      Date.parse(record.audit.signedAt),
    );

    // The patient's text message went only now.
    const patientTexts = outboxNamed(/-text-/).filter((name) => !textsBefore.has(name));
    expect(
      patientTexts.map((name) => JSON.parse(readOutbox(name).toString('utf8')).number),
    ).toEqual(['15551234567']);
    expect(await status(answer.body.statusId)).toMatchObject({ reference, state: 'signed' });

    // Used: the link opens nothing, signs nothing, declines nothing.
    const again = await api('signing/sign', {
      token,
      attested: true,
      signature: { typedName: 'Someone Else' },
    });
    expect([again.status, again.body]).toEqual([404, { error: UNUSABLE_LINK_MESSAGE }]);
    expect((await api('signing/view', { token })).body).toEqual({ error: UNUSABLE_LINK_MESSAGE });
    expect(supplierMails(reference)).toHaveLength(1);
  });

  it('answers a wrong, used, declined or expired link the same way, with no data', async () => {
    const wrong = await api('signing/view', { token: 'A'.repeat(43) });
    const malformed = await api('signing/view', { token: 'x' });
    const declined = await sendForSignature();
    const decline = await api('signing/decline', {
      token: declined.token,
      reason: 'Not my patient',
    });
    expect(decline.body).toEqual({ ok: true, state: 'declined' });
    const afterDecline = await api('signing/view', { token: declined.token });
    expect(await status(declined.answer.body.statusId)).toMatchObject({
      state: 'declined',
      reason: 'Not my patient',
    });

    const expiring = await sendForSignature();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 8 * 24 * 3600 * 1000 });
    const expired = await api('signing/view', { token: expiring.token });
    for (const answer of [wrong, malformed, afterDecline, expired]) {
      expect([answer.status, answer.body]).toEqual([404, { error: UNUSABLE_LINK_MESSAGE }]);
    }
    expect(await status(expiring.answer.body.statusId)).toMatchObject({ state: 'expired' });
    expect(supplierMails(declined.body.order_id)).toEqual([]);
    expect(supplierMails(expiring.body.order_id)).toEqual([]);
  });

  it('purges an order not signed in time, and delivers nothing', async () => {
    const { body, answer } = await sendForSignature();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 8 * 24 * 3600 * 1000 });
    const store = (await import('../storage/sqlDatabase')).SqliteDatabase;
    const db = new store(path.join(server.dataDir, 'orders.sqlite'));
    await expect
      .poll(async () => {
        const [row] = await db.query(
          'SELECT state, held_order FROM signing_requests WHERE reference = $1',
          [body.order_id],
        );
        return row;
      })
      .toEqual({ state: 'expired', held_order: null });
    await db.close();
    expect(await status(answer.body.statusId)).toMatchObject({ state: 'expired' });
    expect(supplierMails(body.order_id)).toEqual([]);
  });

  it('never writes a token into the log', async () => {
    const { token } = await sendForSignature();
    await api('signing/view', { token });
    await api('signing/decline', { token, reason: 'Wrong items' });
    expect(server.logLines.some((line) => line.includes('/signing/view'))).toBe(true);
    expect(server.logLines.filter((line) => line.includes(token))).toEqual([]);
    expect(server.logLines.filter((line) => line.includes(token.slice(0, 12)))).toEqual([]);
  });
});

describe('guessing links', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ SIGNING_ATTEMPTS_PER_MINUTE: '5' });
  });
  afterAll(async () => limited.close());

  it('is rate limited per address', async () => {
    const guesses = [];
    for (let i = 0; i < 7; i++) {
      guesses.push((await postJson(`${limited.url}/signing/view`, { token: `guess-${i}` })).status);
    }
    expect(guesses).toEqual([404, 404, 404, 404, 404, 429, 429]);
  });
});

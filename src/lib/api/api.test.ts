import { describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  buildOrderRequest,
  buildTextMessage,
  postJson,
  postJsonElsewhere,
  sendOrderEmail,
  sendWhatsApp,
} from '.';

function fakeFetch(status = 200, answer: unknown = null) {
  return vi.fn<typeof fetch>(
    async () => new Response(answer === null ? null : JSON.stringify(answer), { status }),
  );
}

const parts = (
  pdfBase64: string,
  attachments: { name: string; base64: string; mime_type: string }[],
) => ({
  orderId: 'RX-7K3M9QXA',
  formVersion: '2026-11-23',
  locale: 'en' as const,
  values: { orfPatientName: 'Jane Roe' },
  pdfBase64,
  attachments,
});

function sentRequest(fetchFn: ReturnType<typeof fakeFetch>) {
  const [url, init] = fetchFn.mock.calls[0];
  return { url, init: init!, body: JSON.parse(String(init!.body)) };
}

describe('payload builders', () => {
  it('order e-mail: reference, version, values, PDF and attachments as given', () => {
    const attachment = { name: 'rx.pdf', base64: 'JVBERi0=', mime_type: 'application/pdf' };
    expect(buildOrderRequest(parts('JVBERi0xLjM=', [attachment]))).toEqual({
      order_id: 'RX-7K3M9QXA',
      form_version: '2026-11-23',
      order_values: { orfPatientName: 'Jane Roe' },
      order_form_data: 'JVBERi0xLjM=',
      locale: 'en',
      attached_files_data_array: [attachment],
    });
    expect(buildOrderRequest(parts('JVBE', [])).attached_files_data_array).toEqual([]);
  });

  it('text message: 1 + 10 digits and the confirmation with the company name', () => {
    expect(
      buildTextMessage({
        clientId: 'rx-forms',
        phone: '(555) 010-0199',
        companyName: 'Acme Medical',
      }),
    ).toEqual({
      clientId: 'rx-forms',
      number: '15550100199',
      text: 'You have sent the form to the Acme Medical website. After we have processed it, we will contact you.',
    });
  });
});

const sent = {
  ok: true,
  orderId: 'RX-7K3M9QXA',
  status: 'sent',
  receivedAt: '2026-11-23T14:05:00.000Z',
};

describe('postJson', () => {
  it("returns the contract's answer of the kind asked for", async () => {
    await expect(postJson('/x', {}, 'order', { fetchFn: fakeFetch(200, sent) })).resolves.toEqual(
      sent,
    );
  });

  it('refuses an answer outside the contract: a missing, extra or wrong field, or none', async () => {
    for (const answer of [
      { ok: true },
      { ...sent, patient: 'Maria' },
      { ...sent, receivedAt: 'soon' },
      null,
    ]) {
      await expect(
        postJson('/x', {}, 'order', { fetchFn: fakeFetch(200, answer) }),
      ).rejects.toThrow('answered outside the contract (order answer)');
    }
  });

  it('POSTs JSON to the address', async () => {
    const fetchFn = fakeFetch(200, sent);
    await postJson('https://api.example.com/x', { a: 1 }, 'order', { fetchFn });
    const { url, init, body } = sentRequest(fetchFn);
    expect(url).toBe('https://api.example.com/x');
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(body).toEqual({ a: 1 });
  });

  it("throws on a non-2xx answer, with the server's reason when it is an error answer", async () => {
    await expect(postJson('/x', {}, 'order', { fetchFn: fakeFetch(500) })).rejects.toMatchObject({
      name: 'ApiError',
      status: 500,
      detail: undefined,
    });
    const refusal = { error: 'order_values.orfDob: Enter a date like 2026-01-31' };
    await expect(
      postJson('/x', {}, 'order', { fetchFn: fakeFetch(400, refusal) }),
    ).rejects.toMatchObject({ status: 400, detail: refusal.error });
  });

  it('an address outside the contract succeeds on any 2xx', async () => {
    await expect(
      postJsonElsewhere('/own', {}, { fetchFn: fakeFetch(204) }),
    ).resolves.toBeUndefined();
  });

  it("keeps the server's reason of a refusal, and none when the answer has no JSON reason", async () => {
    const refusal = { error: 'order_values.orfFooterNpi: Enter a 10-digit NPI' };
    await expect(
      postJson('/x', {}, 'order', { fetchFn: fakeFetch(400, refusal) }),
    ).rejects.toMatchObject({
      status: 400,
      detail: 'order_values.orfFooterNpi: Enter a 10-digit NPI',
    });
    const bare = postJson('/x', {}, 'order', { fetchFn: fakeFetch(502) });
    await expect(bare).rejects.toMatchObject({ status: 502, detail: undefined });
  });
  it('throws on a network error', async () => {
    const fetchFn = vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(postJson('/x', {}, 'order', { fetchFn })).rejects.toBeInstanceOf(ApiError);
  });

  it('throws when the timeout passes', async () => {
    const fetchFn = vi.fn<typeof fetch>(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init!.signal!.addEventListener('abort', () => reject(init!.signal!.reason));
        }),
    );
    await expect(postJson('/x', {}, 'order', { fetchFn, timeoutMs: 10 })).rejects.toBeInstanceOf(
      ApiError,
    );
  });

  it('throws when the caller aborts', async () => {
    const controller = new AbortController();
    const fetchFn = vi.fn<typeof fetch>(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init!.signal!.addEventListener('abort', () => reject(init!.signal!.reason));
        }),
    );
    const call = postJson('/x', {}, 'order', {
      fetchFn,
      signal: controller.signal,
      timeoutMs: 60_000,
    });
    controller.abort();
    await expect(call).rejects.toBeInstanceOf(ApiError);
  });
});

describe('endpoint calls', () => {
  it('sends the order e-mail to {emailApiUrl}/send_email_order_rx_form', async () => {
    const fetchFn = fakeFetch(200, sent);
    const payload = buildOrderRequest(parts('JVBE', []));
    await sendOrderEmail({ emailApiUrl: 'https://mail.example.com/api/' }, payload, { fetchFn });
    const { url, body } = sentRequest(fetchFn);
    expect(url).toBe('https://mail.example.com/api/send_email_order_rx_form');
    expect(body).toEqual(payload);
  });

  it('reads the receipt: 200 sent, 202 queued', async () => {
    const payload = buildOrderRequest(parts('JVBE', []));
    const queued = {
      ok: true,
      orderId: 'RX-7K3M9QXA',
      status: 'queued',
      receivedAt: '2026-11-23T14:05:00.000Z',
      message: 'Received; it will be forwarded to the supplier',
    };
    await expect(
      sendOrderEmail({ emailApiUrl: '' }, payload, { fetchFn: fakeFetch(202, queued) }),
    ).resolves.toEqual(queued);
  });

  it('sends the text message to {whatsAppApiUrl}/whatsapp-manager/send', async () => {
    const fetchFn = fakeFetch(200, { ok: true, messageId: 'T1' });
    const payload = buildTextMessage({ clientId: 'c', phone: '5550100199', companyName: 'T' });
    await sendWhatsApp({ whatsAppApiUrl: '' }, payload, { fetchFn });
    const { url, body } = sentRequest(fetchFn);
    expect(url).toBe('/whatsapp-manager/send');
    expect(body).toEqual(payload);
  });

  it('fails the e-mail call on HTTP 502', async () => {
    await expect(
      sendOrderEmail({ emailApiUrl: '' }, buildOrderRequest(parts('x', [])), {
        fetchFn: fakeFetch(502),
      }),
    ).rejects.toThrow('HTTP 502');
  });
});

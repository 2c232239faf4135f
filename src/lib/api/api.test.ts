import { describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  buildOrderEmailPayload,
  buildWhatsAppPayload,
  postJson,
  sendOrderEmail,
  sendWhatsApp,
} from '.';

function fakeFetch(status = 200) {
  return vi.fn<typeof fetch>(async () => new Response(null, { status }));
}

function sentRequest(fetchFn: ReturnType<typeof fakeFetch>) {
  const [url, init] = fetchFn.mock.calls[0];
  return { url, init: init!, body: JSON.parse(String(init!.body)) };
}

describe('payload builders', () => {
  it('order e-mail: PDF and attachments as given', () => {
    const attachment = { name: 'rx.pdf', base64: 'JVBERi0=', mime_type: 'application/pdf' };
    expect(buildOrderEmailPayload('JVBERi0xLjM=', [attachment])).toEqual({
      order_form_data: 'JVBERi0xLjM=',
      attached_files_data_array: [attachment],
    });
    expect(buildOrderEmailPayload('JVBE', []).attached_files_data_array).toEqual([]);
  });

  it('text message: 1 + 10 digits and the confirmation with the company name', () => {
    expect(
      buildWhatsAppPayload({
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

describe('postJson', () => {
  it('POSTs JSON and resolves on 2xx without reading the body', async () => {
    const fetchFn = fakeFetch(204);
    await postJson('https://api.example.com/x', { a: 1 }, { fetchFn });
    const { url, init, body } = sentRequest(fetchFn);
    expect(url).toBe('https://api.example.com/x');
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(body).toEqual({ a: 1 });
  });

  it('throws on a non-2xx answer', async () => {
    await expect(postJson('/x', {}, { fetchFn: fakeFetch(500) })).rejects.toMatchObject({
      name: 'ApiError',
      status: 500,
    });
  });

  it('throws on a network error', async () => {
    const fetchFn = vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(postJson('/x', {}, { fetchFn })).rejects.toBeInstanceOf(ApiError);
  });

  it('throws when the timeout passes', async () => {
    const fetchFn = vi.fn<typeof fetch>(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init!.signal!.addEventListener('abort', () => reject(init!.signal!.reason));
        }),
    );
    await expect(postJson('/x', {}, { fetchFn, timeoutMs: 10 })).rejects.toBeInstanceOf(ApiError);
  });

  it('throws when the caller aborts', async () => {
    const controller = new AbortController();
    const fetchFn = vi.fn<typeof fetch>(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init!.signal!.addEventListener('abort', () => reject(init!.signal!.reason));
        }),
    );
    const call = postJson('/x', {}, { fetchFn, signal: controller.signal, timeoutMs: 60_000 });
    controller.abort();
    await expect(call).rejects.toBeInstanceOf(ApiError);
  });
});

describe('endpoint calls', () => {
  it('sends the order e-mail to {emailApiUrl}/send_email_order_rx_form', async () => {
    const fetchFn = fakeFetch();
    const payload = buildOrderEmailPayload('JVBE', []);
    await sendOrderEmail({ emailApiUrl: 'https://mail.example.com/api/' }, payload, { fetchFn });
    const { url, body } = sentRequest(fetchFn);
    expect(url).toBe('https://mail.example.com/api/send_email_order_rx_form');
    expect(body).toEqual(payload);
  });

  it('sends the text message to {whatsAppApiUrl}/whatsapp-manager/send', async () => {
    const fetchFn = fakeFetch();
    const payload = buildWhatsAppPayload({ clientId: 'c', phone: '5550100199', companyName: 'T' });
    await sendWhatsApp({ whatsAppApiUrl: '' }, payload, { fetchFn });
    const { url, body } = sentRequest(fetchFn);
    expect(url).toBe('/whatsapp-manager/send');
    expect(body).toEqual(payload);
  });

  it('fails the e-mail call on HTTP 502', async () => {
    await expect(
      sendOrderEmail({ emailApiUrl: '' }, buildOrderEmailPayload('x', []), {
        fetchFn: fakeFetch(502),
      }),
    ).rejects.toThrow('HTTP 502');
  });
});

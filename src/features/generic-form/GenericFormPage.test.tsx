import { Suspense } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfigContext } from '../../lib/config/ConfigContext';
import { defaultConfig } from '../../../contract/config';
import type { FormEntry } from '../../../contract/catalog';
import GenericFormPage, { prepare } from './GenericFormPage';

// jsdom has no fetch for the document's font and no Blob bytes to check; the e2e test reads real PDFs.
vi.mock('../../lib/document', async (original) => ({
  ...(await original<typeof import('../../lib/document')>()),
  makeFormPdf: vi.fn(async () => ({ base64: 'JVBERi0xLjQ=', pageCount: 1 })),
}));

/** Any folder of schemas/ can be drawn by the generic page; the example form stands in here. */
async function renderForm(sendTo: string) {
  const form: FormEntry = {
    id: 'examples-all-fields',
    route: '/test-form',
    title: 'Test Form',
    sendTo,
  };
  // As the site does (src/app/pageModules.ts): the form's files first, then the page draws.
  await prepare(form);
  await act(async () => {
    render(
      <ConfigContext.Provider value={{ ...defaultConfig, emailApiUrl: 'https://api.example.com/' }}>
        <Suspense fallback={<p>Loading</p>}>
          <GenericFormPage form={form} />
        </Suspense>
      </ConfigContext.Provider>,
    );
  });
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('heading', { name: 'Test Form' });
  await user.type(screen.getByRole('textbox', { name: /Full name/ }), 'Jane Doe');
  await user.type(screen.getByRole('textbox', { name: /Phone/ }), '5551234567');
  await user.click(screen.getByRole('radio', { name: 'E-mail' }));
  await user.selectOptions(
    screen.getByRole('combobox', { name: /Delivery preference/ }),
    'Pick up at the store',
  );
  await user.click(screen.getByRole('checkbox', { name: 'Wrong size' }));
}

/** Presses Send once the form says it can send, as a person does (it checks a moment after typing). */
async function send(user: ReturnType<typeof userEvent.setup>) {
  const button = screen.getByRole('button', { name: 'Send' });
  await waitFor(() => expect(button).toBeEnabled());
  await user.click(button);
}

function mockFetch(status: number, answer: unknown = {}) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(answer), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function sentBody(fetchMock: ReturnType<typeof mockFetch>) {
  const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
  return { url, body: JSON.parse(init.body as string) as Record<string, unknown> };
}

const typedValues = {
  fullName: 'Jane Doe',
  phone: '(555) 123-4567',
  contactBy: 'email',
  deliveryPreference: 'pickup',
  returnReasons: ['wrong-size'],
};

describe('GenericFormPage', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('with sendTo "email", POSTs the values and the PDF to /forms/<id> and shows the reference', async () => {
    const fetchMock = mockFetch(200, {
      ok: true,
      reference: 'F-7K3M9QXA',
      status: 'sent',
      receivedAt: '2026-11-23T14:05:00.000Z',
    });
    const user = userEvent.setup();
    await renderForm('email');
    await fillRequired(user);
    await send(user);

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const { url, body } = sentBody(fetchMock);
    expect(url).toBe('https://api.example.com/forms/examples-all-fields');
    expect(body).toMatchObject({ formId: 'examples-all-fields', values: typedValues });
    expect(body.pdf).toBe('JVBERi0xLjQ=');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Your answers were sent. Your reference is F-7K3M9QXA.',
      ),
    );
    expect(document.title).toContain('Test Form');
  });

  it('says the answers will be forwarded when the server queued them', async () => {
    mockFetch(202, {
      ok: true,
      reference: 'F-7K3M9QXB',
      status: 'queued',
      receivedAt: '2026-11-23T14:05:00.000Z',
    });
    const user = userEvent.setup();
    await renderForm('email');
    await fillRequired(user);
    await send(user);
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'were received and will be forwarded. Your reference is F-7K3M9QXB.',
      ),
    );
  });

  it('with a path, POSTs the values alone to {emailApiUrl}{sendTo}', async () => {
    const fetchMock = mockFetch(200);
    const user = userEvent.setup();
    await renderForm('/forms/test');
    await fillRequired(user);
    await send(user);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const { url, body } = sentBody(fetchMock);
    expect(url).toBe('https://api.example.com/forms/test');
    expect(body).toEqual({
      formId: 'examples-all-fields',
      values: expect.objectContaining(typedValues),
      locale: 'en',
    });
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Your answers were sent.'),
    );
  });

  it('sends nothing and says so while sendTo is "none"', async () => {
    const fetchMock = mockFetch(200);
    const user = userEvent.setup();
    await renderForm('none');
    await fillRequired(user);
    await send(user);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('nothing was sent'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps the values and shows an alert when the call fails', async () => {
    mockFetch(500);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    await renderForm('email');
    await fillRequired(user);
    await send(user);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('could not be sent'));
    expect(screen.getByRole('textbox', { name: /Full name/ })).toHaveValue('Jane Doe');
  });
});

import { Suspense } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfigContext } from '../../app/ConfigContext';
import { defaultConfig } from '../../lib/config/config';
import type { FormEntry } from '../../forms/formsList';
import GenericFormPage from './GenericFormPage';

/** Any folder of schemas/ can be drawn by the generic page; the Order Rx files stand in here. */
/** Inside an awaited act, so React resumes the page once its files have loaded. */
async function renderForm(sendTo: string) {
  const form: FormEntry = { id: 'order-rx', route: '/test-form', title: 'Test Form', sendTo };
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
  await user.type(document.getElementById('root_orfPatientName')!, 'Jane Doe');
  await user.type(document.getElementById('root_orfPhone')!, '5551234567');
  await user.click(screen.getByRole('checkbox', { name: 'Crutches' }));
}

describe('GenericFormPage', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('loads the form from its folder and POSTs its values to {emailApiUrl}{sendTo}', async () => {
    const fetchMock = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    await renderForm('/forms/test');
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://api.example.com/forms/test');
    expect(JSON.parse(init.body as string)).toMatchObject({
      formId: 'order-rx',
      values: { orfPatientName: 'Jane Doe', orfPhone: '(555) 123-4567', orfMobilityAddonsC: true },
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Your answers were sent');
    expect(document.title).toContain('Test Form');
  });

  it('sends nothing and says so while sendTo is "none"', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    await renderForm('none');
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('status')).toHaveTextContent('nothing was sent');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps the values and shows an alert when the call fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 500 })),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    await renderForm('/forms/test');
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be sent');
    expect(document.getElementById('root_orfPatientName')).toHaveValue('Jane Doe');
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultConfig } from '../../../contract/config';
import { ConfigContext } from '../../lib/config/ConfigContext';
import SigningStatusPage from './SigningStatusPage';

function renderPage() {
  window.location.hash = '#status-id-1';
  return render(
    <ConfigContext.Provider value={defaultConfig}>
      <SigningStatusPage />
    </ConfigContext.Provider>,
  );
}

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe("the sender's status page", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.location.hash = '';
  });

  it('says no order has the address only when the server says so', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(404, { error: 'No order has this status address' })),
    );
    renderPage();
    expect(await screen.findByText('No order has this status address.')).toBeVisible();
  });

  it('says the status could not be loaded when the server fails, and Refresh tries again', async () => {
    const fetch = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(answer(200, { reference: 'RX-ABCD2345', state: 'awaiting' }));
    vi.stubGlobal('fetch', fetch);
    renderPage();
    expect(
      await screen.findByText(
        'The status could not be loaded. Check the connection and press Refresh.',
      ),
    ).toBeVisible();
    expect(screen.queryByText('No order has this status address.')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('heading', { name: /RX-ABCD2345/ })).toBeVisible();
    const [, init] = fetch.mock.calls[1] as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toEqual({ statusId: 'status-id-1' });
  });
});

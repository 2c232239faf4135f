import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfigContext } from '../../lib/config/ConfigContext';
import { defaultConfig, type AppConfig } from '../../../contract/config';
import ConsentPage from './ConsentPage';

function renderPage(config: Partial<AppConfig> = {}) {
  return render(
    <ConfigContext.Provider value={{ ...defaultConfig, ...config }}>
      <MemoryRouter initialEntries={['/conset-messages-form']}>
        <ConsentPage />
      </MemoryRouter>
    </ConfigContext.Provider>,
  );
}

const byKey = (key: string) => document.getElementById(`root_${key}`) as HTMLInputElement;
const confirm = () => screen.getByRole('button', { name: 'Confirm' });

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(byKey('name'), '  Jane  ');
  await user.type(byKey('lastName'), ' Doe');
  await user.type(byKey('email'), ' jane@example.com ');
  await user.type(byKey('phone'), '5550100199');
  await user.click(byKey('consent'));
}

describe('ConsentPage', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('trims names and e-mail as typed and keeps a bad e-mail or short phone, flagged', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(byKey('name'), '  Mary Ann ');
    expect(byKey('name')).toHaveValue('Mary Ann ');
    await user.type(byKey('email'), 'mary@example');
    await user.tab();
    expect(byKey('name')).toHaveValue('Mary Ann');
    expect(byKey('email')).toHaveValue('mary@example');
    expect(byKey('email')).toHaveAttribute('aria-invalid', 'true');
    expect(byKey('email')).toHaveAccessibleDescription(
      'Enter an e-mail address like name@example.com',
    );
    await user.type(byKey('phone'), '55501');
    expect(byKey('phone')).toHaveValue('(555) 01');
    await user.tab();
    expect(byKey('phone')).toHaveValue('(555) 01');
    expect(screen.getByText('Enter a 10-digit mobile number')).toBeVisible();
  });

  it('takes a long e-mail whole and says what Confirm still waits for', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(byKey('email'), 'jennifer.martinez@gmail.com');
    expect(byKey('email')).toHaveValue('jennifer.martinez@gmail.com');
    await waitFor(() =>
      expect(document.querySelector('.rx-send-blockers')).toHaveTextContent(
        /^Missing: Name, Last Name, Mobile Phone/,
      ),
    );
    expect(confirm()).toHaveAccessibleDescription(/^Missing: Name, Last Name, Mobile Phone/);
  });

  it('posts the trimmed values with the consent proof and resets on success', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValue(new Response('{"ok":true,"id":1}', { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderPage({ consentApiUrl: 'https://api.example.com/' });
    expect(confirm()).toBeDisabled();
    await fillValid(user);
    await waitFor(() => expect(confirm()).toBeEnabled());
    await user.click(confirm());
    await screen.findByText(/was recorded/);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('https://api.example.com/consents');
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    expect(body).toMatchObject({
      name: 'Jane',
      lastName: 'Doe',
      email: 'jane@example.com',
      phone: '(555) 010-0199',
      consent: true,
      consentTextVersion: '2026-11-01',
      pageUrl: `${window.location.origin}${window.location.pathname}`,
    });
    expect(body.consentText).toBe(document.querySelector('.rx-agreement__text')?.textContent);
    expect(byKey('name')).toHaveValue('');
    expect(byKey('consent')).not.toBeChecked();
    // The success shows alone, without the emptied form's "Missing: …" line.
    expect(screen.queryByText(/Missing:/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
  });

  it('without a consent API only logs a line without the values and sends nothing', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = userEvent.setup();
    renderPage({ consentApiUrl: undefined });
    await fillValid(user);
    await waitFor(() => expect(confirm()).toBeEnabled());
    await user.click(confirm());
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(String(warn.mock.calls[0][0])).not.toMatch(/Jane|Doe|jane@|555/);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(byKey('name')).toHaveValue('Jane');
  });
});

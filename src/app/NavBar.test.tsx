import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../../contract/config';
import { ConfigContext } from '../lib/config/ConfigContext';
import { NavBar } from './NavBar';

function renderNavBar() {
  const config = { ...defaultConfig, company: { ...defaultConfig.company, name: 'Acme Medical' } };
  render(
    <ConfigContext.Provider value={config}>
      <MemoryRouter initialEntries={['/about']}>
        <NavBar />
      </MemoryRouter>
    </ConfigContext.Provider>,
  );
  return screen.getByRole('button', { name: 'Menu' });
}

describe('NavBar', () => {
  it('links home under the company name and to every page', () => {
    renderNavBar();
    expect(screen.getByRole('link', { name: /Acme Medical/ })).toHaveAttribute('href', '/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const hrefs = [...nav.querySelectorAll('a')].map((a) => [
      a.textContent,
      a.getAttribute('href'),
    ]);
    expect(hrefs).toEqual([
      ['Home', '/'],
      ['Order Rx Form', '/order-rx-form'],
      ['Consent Messages Form', '/conset-messages-form'],
      ['About', '/about'],
    ]);
    expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
  });

  it('toggles the menu and closes it when a link is chosen', async () => {
    const user = userEvent.setup();
    const toggle = renderNavBar();
    const list = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(list).not.toHaveClass('open');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(list).toHaveClass('open');

    await user.click(screen.getByRole('link', { name: 'Order Rx Form' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(list).not.toHaveClass('open');
  });

  it('closes on Escape and gives focus back to the toggle', async () => {
    const user = userEvent.setup();
    const toggle = renderNavBar();
    await user.click(toggle);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});

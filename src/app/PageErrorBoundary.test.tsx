import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PageErrorBoundary } from './PageErrorBoundary';

function Broken(): never {
  throw new Error('Jane Q. Roe');
}

describe('PageErrorBoundary', () => {
  it('shows a message instead of a blank page, without logging the error text', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <PageErrorBoundary>
        <Broken />
      </PageErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This page could not be shown');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    const ours = logged.mock.calls.filter((call) => String(call[0]).startsWith('Page failed'));
    expect(ours).toHaveLength(1);
    expect(JSON.stringify(ours)).not.toContain('Jane Q. Roe');
    logged.mockRestore();
  });

  it('renders its children when nothing fails', () => {
    render(
      <PageErrorBoundary>
        <p>fine</p>
      </PageErrorBoundary>,
    );
    expect(screen.getByText('fine')).toBeInTheDocument();
  });
});

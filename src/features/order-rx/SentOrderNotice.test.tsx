import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SentOrderNotice } from './SentOrderNotice';

const sent = {
  orderId: 'RX-7K3M9QXA',
  status: 'sent',
  receivedAt: '2026-11-23T14:05:00Z',
} as const;

describe('SentOrderNotice', () => {
  it('names the reference to quote, and nothing about an earlier version when there was none', () => {
    render(<SentOrderNotice receipt={sent} onStartNew={() => {}} />);
    expect(screen.getByRole('heading', { name: /Order RX-7K3M9QXA sent at/ })).toBeVisible();
    expect(screen.queryByText(/earlier version/)).toBeNull();
  });

  it('tells the sender that an earlier version reached the supplier, under which reference', () => {
    render(
      <SentOrderNotice receipt={{ ...sent, replaces: 'RX-AAAA2222' }} onStartNew={() => {}} />,
    );
    expect(screen.getByText(/earlier version of this order had already reached/)).toHaveTextContent(
      'RX-AAAA2222',
    );
  });
});

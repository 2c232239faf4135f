import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { SentOrderNotice } from './SentOrderNotice';

const saved = vi.hoisted(() => [] as { blob: Blob; fileName: string }[]);
vi.mock('../../lib/document', () => ({
  savePdf: (pdf: { blob: Blob }, fileName: string) => saved.push({ blob: pdf.blob, fileName }),
}));

const sent = {
  orderId: 'RX-7K3M9QXA',
  status: 'sent',
  receivedAt: '2026-11-23T14:05:00Z',
  pdf: new Blob(['%PDF-1.3 as sent'], { type: 'application/pdf' }),
} as const;

describe('SentOrderNotice', () => {
  it('names the reference to quote, and nothing about an earlier version when there was none', () => {
    render(<SentOrderNotice receipt={sent} onStartNew={() => {}} />);
    expect(screen.getByRole('heading', { name: /Order RX-7K3M9QXA sent at/ })).toBeVisible();
    expect(screen.queryByText(/earlier version/)).toBeNull();
  });

  it('saves a copy of the very PDF that was sent, under its reference', () => {
    render(<SentOrderNotice receipt={sent} onStartNew={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save a copy (PDF)' }));
    expect(saved).toEqual([{ blob: sent.pdf, fileName: 'order-RX-7K3M9QXA.pdf' }]);
  });

  it('tells the sender that an earlier version reached the supplier, under which reference', () => {
    render(
      <SentOrderNotice receipt={{ ...sent, replaces: 'RX-AAAA2222' }} onStartNew={() => {}} />,
    );
    expect(screen.getByText(/earlier version of this order had already reached/)).toHaveTextContent(
      'RX-AAAA2222',
    );
  });

  it('tells whom an order was sent to sign, its reference and its status address', () => {
    const awaiting = {
      ...sent,
      status: 'awaiting-signature',
      statusId: 'st-7Qx',
      signer: 'Alan Smith',
    } as const;
    render(
      <MemoryRouter>
        <SentOrderNotice receipt={awaiting} onStartNew={() => {}} />
      </MemoryRouter>,
    );
    expect(
      screen.getByRole('heading', { name: 'Sent to Dr Alan Smith to sign: order RX-7K3M9QXA' }),
    ).toBeVisible();
    const address = `${window.location.origin}/sign/status#st-7Qx`;
    expect(screen.getByRole('link', { name: address })).toHaveAttribute('href', address);
    expect(screen.queryByText(/sent at/)).toBeNull();
  });
});

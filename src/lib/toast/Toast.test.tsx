import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toast, useToast, type ToastKind } from '.';

function Harness() {
  const { toast, show } = useToast();
  const button = (kind: ToastKind, text: string) => (
    <button type="button" onClick={() => show(kind, text)}>
      {kind}
    </button>
  );
  return (
    <>
      {button('success', 'The form was sent')}
      {button('failure', 'Error to send the form')}
      <Toast toast={toast} />
    </>
  );
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('Toast', () => {
  it('shows success as a status for 4 seconds', () => {
    render(<Harness />);
    fireEvent.click(screen.getByText('success'));
    const toast = screen.getByRole('status');
    expect(toast).toHaveTextContent('The form was sent');
    expect(toast).toHaveClass('toast--success');
    act(() => vi.advanceTimersByTime(3999));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows failure as an alert, and a new toast restarts the 4 seconds', () => {
    render(<Harness />);
    fireEvent.click(screen.getByText('failure'));
    expect(screen.getByRole('alert')).toHaveTextContent('Error to send the form');
    act(() => vi.advanceTimersByTime(3000));
    fireEvent.click(screen.getByText('failure'));
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByRole('alert')).toHaveClass('toast--failure');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('replaces a failure with a success', () => {
    render(<Harness />);
    fireEvent.click(screen.getByText('failure'));
    fireEvent.click(screen.getByText('success'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status')).toBeInTheDocument();
  });
});

import type { Ref } from 'react';
import type { SentOrder } from './useSendOrder';
import './sent-order.css';

/** `14:05` in the sender's own clock and language. */
function localTime(iso: string): string {
  return new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
}

export interface SentOrderNoticeProps {
  receipt: SentOrder;
  /** Clears the notice; the form is already blank for the next order. */
  onStartNew: () => void;
  /** The notice takes focus after a send, so keyboard and screen reader users land on it. */
  noticeRef?: Ref<HTMLElement>;
}

/**
 * After a send: the order's reference and time, which the clinic quotes when it calls the
 * supplier, shown until a new order is started. Outside the captured paper, so never printed.
 */
export function SentOrderNotice({ receipt, onStartNew, noticeRef }: SentOrderNoticeProps) {
  const time = localTime(receipt.receivedAt);
  const verb = receipt.status === 'queued' ? 'received' : 'sent';
  return (
    <section className="rx-sent" aria-labelledby="rx-sent-title" tabIndex={-1} ref={noticeRef}>
      <h2 id="rx-sent-title" className="rx-sent__title">
        Order <span className="rx-sent__reference">{receipt.orderId}</span> {verb} at {time}
      </h2>
      <p className="rx-sent__text">
        {receipt.status === 'queued'
          ? 'It will be forwarded to the supplier. Quote this reference if you call about it.'
          : 'Quote this reference if you call the supplier about it.'}
      </p>
      {receipt.replaces && (
        <p className="rx-sent__text">
          An earlier version of this order had already reached the supplier as{' '}
          <span className="rx-sent__reference">{receipt.replaces}</span>, before your changes. Quote
          both references if you call.
        </p>
      )}
      <button type="button" className="rx-button rx-sent__new" onClick={onStartNew}>
        Start a new order
      </button>
    </section>
  );
}

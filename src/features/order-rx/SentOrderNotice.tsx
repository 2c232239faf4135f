import type { Ref } from 'react';
import type { SentOrder } from './useSendOrder';
import { fillIn } from '../../../contract/languages';
import { fillInParts } from '../../lib/i18n/fillInParts';
import { useWords } from '../../lib/i18n/useWords';
import { savePdf } from '../../lib/document';
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
 * supplier, and a copy of the PDF exactly as it was sent, until a new order is started.
 */
export function SentOrderNotice({ receipt, onStartNew, noticeRef }: SentOrderNoticeProps) {
  const { order } = useWords();
  const time = localTime(receipt.receivedAt);
  const queued = receipt.status === 'queued';
  const reference = (id: string) => <span className="rx-sent__reference">{id}</span>;
  return (
    <section className="rx-sent" aria-labelledby="rx-sent-title" tabIndex={-1} ref={noticeRef}>
      <h2 id="rx-sent-title" className="rx-sent__title">
        {fillInParts(fillIn(queued ? order.receivedHeading : order.sentHeading, { time }), {
          reference: reference(receipt.orderId),
        })}
      </h2>
      <p className="rx-sent__text">{queued ? order.queuedText : order.sentText}</p>
      {receipt.replaces && (
        <p className="rx-sent__text">
          {fillInParts(order.replacesText, { reference: reference(receipt.replaces) })}
        </p>
      )}
      <div className="rx-sent__actions">
        <button
          type="button"
          className="rx-button"
          onClick={() => savePdf({ blob: receipt.pdf }, `order-${receipt.orderId}.pdf`)}
        >
          {order.saveCopy}
        </button>
        <button type="button" className="rx-button" onClick={onStartNew}>
          {order.startNew}
        </button>
      </div>
    </section>
  );
}

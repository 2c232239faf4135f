import type { ReactNode, Ref } from 'react';
import { useHref } from 'react-router-dom';
import { SIGNING_STATUS_PAGE_PATH } from '../../../contract/signing';
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
  const heading = queued ? order.receivedHeading : order.sentHeading;
  return (
    <section className="rx-sent" aria-labelledby="rx-sent-title" tabIndex={-1} ref={noticeRef}>
      {receipt.status === 'awaiting-signature' ? (
        <AwaitingSignature
          reference={reference(receipt.orderId)}
          signer={receipt.signer ?? ''}
          statusId={receipt.statusId}
        />
      ) : (
        <>
          <h2 id="rx-sent-title" className="rx-sent__title">
            {fillInParts(fillIn(heading, { time }), { reference: reference(receipt.orderId) })}
          </h2>
          <p className="rx-sent__text">{queued ? order.queuedText : order.sentText}</p>
        </>
      )}
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

/**
 * Sent to the practitioner to sign: to whom, the reference, and the status address, which shows
 * the state only (docs/order-form.md, "Who signs?").
 */
function AwaitingSignature(props: { reference: ReactNode; signer: string; statusId: string }) {
  const { order } = useWords();
  const statusPath = useHref({ pathname: SIGNING_STATUS_PAGE_PATH, hash: props.statusId });
  const statusAddress = new URL(statusPath, window.location.origin).href;
  return (
    <>
      <h2 id="rx-sent-title" className="rx-sent__title">
        {fillInParts(fillIn(order.awaitingHeading, { name: props.signer }), {
          reference: props.reference,
        })}
      </h2>
      <p className="rx-sent__text">{order.awaitingText}</p>
      <p className="rx-sent__text">
        <a className="rx-sent__status" href={statusAddress}>
          {statusAddress}
        </a>
      </p>
    </>
  );
}

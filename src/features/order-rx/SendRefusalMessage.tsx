import { useRef } from 'react';
import { fillIn } from '../../../contract/languages';
import { useWords } from '../../lib/i18n/useWords';
import { FieldLink } from '../../forms';
import { refusalParts, type RefusalPart } from './sendRefusal';

function Subject({ part }: { part: RefusalPart }) {
  const { order } = useWords();
  if (part.fieldId) return <FieldLink fieldId={part.fieldId} />;
  if (part.fileName) return <>{fillIn(order.refusedFile, { name: part.fileName })}</>;
  return null;
}

export interface SendRefusalMessageProps {
  /** The server's reason (its answer's `error`). */
  detail: string;
  onDismiss: () => void;
}

/**
 * The server refused the order at Send: what it named (a field, as a link to it, or a file) and
 * why, shown until the person dismisses it or sends again, unlike a toast that is gone in 4 s.
 * The server's reasons are in English (docs/order-form.md). Rendered inside the form, beside Send.
 */
export function SendRefusalMessage({ detail, onDismiss }: SendRefusalMessageProps) {
  const { order } = useWords();
  const ref = useRef<HTMLDivElement>(null);
  const dismiss = () => {
    // The Dismiss button goes away: the focus returns to Send, to send again.
    ref.current?.closest('form')?.querySelector<HTMLElement>('[type="submit"]')?.focus();
    onDismiss();
  };
  return (
    <div className="rx-refusal" role="alert" ref={ref}>
      <p className="rx-refusal__title">{order.refusedHeading}</p>
      <ul className="rx-refusal__list">
        {refusalParts(detail).map((part, index) => (
          <li key={index}>
            <Subject part={part} />
            {(part.fieldId || part.fileName) && ': '}
            {part.reason}
          </li>
        ))}
      </ul>
      <button type="button" className="rx-button rx-refusal__dismiss" onClick={dismiss}>
        {order.dismiss}
      </button>
    </div>
  );
}

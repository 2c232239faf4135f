import { useContext, type MouseEvent, type ReactNode } from 'react';
import { FormStatusContext } from './formStatusContext';

const FOCUSABLE = 'input:not([type="hidden"]), select, textarea, button, [tabindex]';

/**
 * The element to focus for the field whose input has `id`: the input itself, else the first
 * focusable part inside it, else the first option of a group (rjsf names them `<id>-0`, ...).
 */
function focusTarget(id: string): HTMLElement | null {
  const element = document.getElementById(id);
  if (element?.matches(FOCUSABLE)) return element;
  const inside = element?.querySelector<HTMLElement>(FOCUSABLE);
  return inside ?? document.getElementById(`${id}-0`) ?? element;
}

/**
 * Moves the focus to a field, with its label in view (as GOV.UK's error summary does: the label
 * says what the field is, and a fixed header would hide an input scrolled to the very top).
 * Returns false when the field is not on the page.
 */
export function focusField(id: string): boolean {
  const target = focusTarget(id);
  if (!target) return false;
  const label =
    target instanceof HTMLInputElement
      ? target.labels?.[0]
      : target.closest('fieldset')?.firstElementChild;
  target.focus({ preventScroll: true });
  (label ?? target).scrollIntoView?.({ block: 'center' });
  return true;
}

/**
 * A link to a field of the enclosing form that moves the focus to it: in the line of what is
 * missing under Send, or in a message naming the field. Its text is the field's name as drawn
 * unless `children` say otherwise.
 */
export function FieldLink({ fieldId, children }: { fieldId: string; children?: ReactNode }) {
  const store = useContext(FormStatusContext);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (focusField(fieldId)) event.preventDefault();
  };
  return (
    <a href={`#${fieldId}`} onClick={follow}>
      {children ?? store?.describedFields().get(fieldId)?.name ?? fieldId}
    </a>
  );
}

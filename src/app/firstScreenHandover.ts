/**
 * The app taking over the build's first screen (firstScreen.ts). What the person typed, ticked or
 * chose there (every box whose value differs from the one the build drew) is done again on the
 * app's own fields through the events a person causes, so it reaches the same rules and checks as
 * anything typed later; the focus and the caret go back where they were. Nothing is lost.
 */
type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

interface Change {
  id: string;
  value: string;
  checked: boolean;
}

interface Caret {
  id: string;
  start: number | null;
  end: number | null;
  /** Typing at the end stays at the end, also of a value the app formats (a phone number). */
  atEnd: boolean;
}

const isControl = (element: unknown): element is Control =>
  element instanceof HTMLInputElement ||
  element instanceof HTMLTextAreaElement ||
  element instanceof HTMLSelectElement;

const isToggle = (control: Control): control is HTMLInputElement =>
  control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');

function drawnValue(control: Control): string {
  if (!(control instanceof HTMLSelectElement)) return control.defaultValue;
  const options = [...control.options];
  return (options.find((option) => option.defaultSelected) ?? options[0])?.value ?? '';
}

function changed(control: Control): boolean {
  // A file box is disabled on a first screen (scripts/first-screens.ts).
  if (!control.id || (control instanceof HTMLInputElement && control.type === 'file')) return false;
  if (isToggle(control)) return control.checked !== control.defaultChecked;
  return control.value !== drawnValue(control);
}

function controlById(container: HTMLElement, id: string): Control | undefined {
  const element = container.ownerDocument.getElementById(id);
  return isControl(element) && container.contains(element) ? element : undefined;
}

/** Sets the value the way typing does, so React's change handler sees the change. */
function typeValue(control: Control, value: string): void {
  const prototype = Object.getPrototypeOf(control) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(control, value);
  const event = control instanceof HTMLSelectElement ? 'change' : 'input';
  control.dispatchEvent(new Event(event, { bubbles: true }));
}

function repeat(control: Control, change: Change, focused: boolean): void {
  if (isToggle(control)) {
    if (control.checked !== change.checked) control.click();
    return;
  }
  if (control.value === change.value) return;
  typeValue(control, change.value);
  // Left on the first screen: the app shows its errors as it would after the person left it.
  if (!focused) control.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
}

function selectionOf(control: Control): Omit<Caret, 'id'> {
  const none = { start: null, end: null, atEnd: false };
  try {
    if (control instanceof HTMLSelectElement) return none;
    const { selectionStart: start, selectionEnd: end, value } = control;
    return { start, end, atEnd: start === value.length && end === value.length };
  } catch {
    // Some boxes (date, number) have no caret to read.
    return none;
  }
}

function caretOf(container: HTMLElement): Caret | undefined {
  const active = container.ownerDocument.activeElement;
  if (!isControl(active) || !active.id || !container.contains(active)) return undefined;
  return { id: active.id, ...selectionOf(active) };
}

function restoreCaret(container: HTMLElement, caret: Caret): void {
  const control = controlById(container, caret.id);
  if (!control) return;
  control.focus();
  if (caret.start === null || control instanceof HTMLSelectElement) return;
  const end = control.value.length;
  try {
    if (caret.atEnd) control.setSelectionRange(end, end);
    else control.setSelectionRange(caret.start, caret.end);
  } catch {
    // A box without a caret after all: the focus is enough.
  }
}

/**
 * Puts `app` (the app drawn off the page, with the same id) in place of the first screen, in one
 * task: reads what was done on the screen, swaps the two, then does it again on the app's fields.
 */
export function handOver(firstScreen: HTMLElement, app: HTMLElement): void {
  const changes = [...firstScreen.querySelectorAll('input, textarea, select')]
    .filter(isControl)
    .filter(changed)
    .map((control): Change => ({
      id: control.id,
      value: control.value,
      checked: isToggle(control) && control.checked,
    }));
  const caret = caretOf(firstScreen);
  firstScreen.replaceWith(app);
  for (const change of changes) {
    const control = controlById(app, change.id);
    if (control) repeat(control, change, change.id === caret?.id);
  }
  if (caret) restoreCaret(app, caret);
}

/**
 * The first screen the build drew into a form's document (scripts/vite-plugin-first-screens.ts):
 * the person sees it, and can start filling it in, before the site's code has arrived. When the
 * app draws the page in its place, what was typed or ticked there is done again on the app's own
 * fields, through the same events a person causes, and the focus and caret go where they were:
 * nothing the person did is lost, and it is checked and kept like anything typed later.
 *
 * The screen is drawn in the default language, for a page of its own with no address options:
 * for another language, inside the shop's frame or with options (`?orderRx=true`, `?full`, `?lang=`)
 * the page looks different, so it is removed at once and the app draws the page as before.
 */
import { DEFAULT_LOCALE, type Locale } from '../../contract/languages';
import { FIRST_SCREEN_ATTRIBUTE } from './firstScreenAttribute';

export interface FirstScreen {
  /** Calls `draw`, which must replace the screen synchronously, then repeats what was done on it. */
  replace(draw: () => void): void;
}

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

interface DoneOnControl {
  id: string;
  value: string;
  checked: boolean;
}

interface Caret {
  id: string;
  start: number | null;
  end: number | null;
}

const isControl = (element: unknown): element is Control =>
  element instanceof HTMLInputElement ||
  element instanceof HTMLTextAreaElement ||
  element instanceof HTMLSelectElement;

/** A file picked on the first screen cannot be handed over; such boxes are left to the app. */
const isRepeatable = (control: Control) =>
  !(control instanceof HTMLInputElement && control.type === 'file');

function isFramed(): boolean {
  try {
    return window.top !== window.self;
  } catch {
    return true;
  }
}

/** Whether the app will draw the page the screen shows. */
export function screenFits(language: Locale, search: string, framed: boolean): boolean {
  return language === DEFAULT_LOCALE && search === '' && !framed;
}

function controlById(container: HTMLElement, id: string): Control | undefined {
  const element = container.ownerDocument.getElementById(id);
  return isControl(element) && container.contains(element) ? element : undefined;
}

/** Sets the value the way typing does, so React's change handler sees the change. */
function typeValue(
  control: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement,
  value: string,
) {
  const prototype = Object.getPrototypeOf(control) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(control, value);
  control.dispatchEvent(
    new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
  );
}

function repeat(control: Control, done: DoneOnControl, focused: boolean): void {
  if (
    control instanceof HTMLInputElement &&
    (control.type === 'checkbox' || control.type === 'radio')
  ) {
    if (control.checked !== done.checked) control.click();
    return;
  }
  if (control.value === done.value) return;
  typeValue(control, done.value);
  // Left on the first screen: the app shows its errors as it would after the person left it.
  if (!focused) control.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
}

function caretOf(container: HTMLElement): Caret | undefined {
  const active = container.ownerDocument.activeElement;
  if (!isControl(active) || !active.id || !container.contains(active)) return undefined;
  const text = active instanceof HTMLSelectElement ? undefined : active;
  try {
    return { id: active.id, start: text?.selectionStart ?? null, end: text?.selectionEnd ?? null };
  } catch {
    // Boxes without a caret (date, number, checkbox) throw on selectionStart in some browsers.
    return { id: active.id, start: null, end: null };
  }
}

function restoreCaret(container: HTMLElement, caret: Caret): void {
  const control = controlById(container, caret.id);
  if (!control) return;
  control.focus();
  if (caret.start === null || control instanceof HTMLSelectElement) return;
  try {
    control.setSelectionRange(caret.start, caret.end);
  } catch {
    // Not a text box after all: the focus is enough.
  }
}

/**
 * Takes charge of the build's first screen in `container`, if it has one: returns undefined when
 * there is none, or when it does not fit this visit (it is then removed before the app starts).
 */
export function takeFirstScreen(
  container: HTMLElement,
  language: Locale,
  search = window.location.search,
): FirstScreen | undefined {
  if (!container.hasAttribute(FIRST_SCREEN_ATTRIBUTE)) return undefined;
  if (!screenFits(language, search, isFramed())) {
    container.replaceChildren();
    container.removeAttribute(FIRST_SCREEN_ATTRIBUTE);
    return undefined;
  }
  const touched = new Set<string>();
  const record = (event: Event) => {
    if (isControl(event.target) && event.target.id) touched.add(event.target.id);
  };
  container.addEventListener('input', record, true);
  container.addEventListener('change', record, true);
  return {
    replace(draw) {
      container.removeEventListener('input', record, true);
      container.removeEventListener('change', record, true);
      const done = [...touched].flatMap((id): DoneOnControl[] => {
        const control = controlById(container, id);
        if (!control || !isRepeatable(control)) return [];
        const checked = control instanceof HTMLInputElement && control.checked;
        return [{ id, value: control.value, checked }];
      });
      const caret = caretOf(container);
      container.removeAttribute(FIRST_SCREEN_ATTRIBUTE);
      draw();
      for (const action of done) {
        const control = controlById(container, action.id);
        if (control) repeat(control, action, action.id === caret?.id);
      }
      if (caret) restoreCaret(container, caret);
    },
  };
}

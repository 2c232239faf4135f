import { EXCLUDE_ATTRIBUTE } from './pageBreaks';
import { formatIsoDate } from './isoDate';
import { pinLayoutWidth } from './layoutWidth';

/**
 * Adjusts html2canvas's copy of the page before it is painted. Everything here keeps each
 * element's box where it was, because the page breaks were measured on the live page.
 */

/** html2canvas paints an empty field's placeholder as if typed, and error messages are placeholders. */
function removePlaceholders(root: HTMLElement): void {
  for (const field of root.querySelectorAll('[placeholder]')) field.removeAttribute('placeholder');
}

/** Buttons and pickers have no meaning on paper; hidden, not removed, so nothing moves. */
function hideExcluded(root: HTMLElement): void {
  for (const excluded of root.querySelectorAll<HTMLElement>(`[${EXCLUDE_ATTRIBUTE}]`)) {
    excluded.style.visibility = 'hidden';
  }
}

const copiedStyles = [
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'color',
  'border-top',
  'border-right',
  'border-bottom',
  'border-left',
  'border-radius',
  'padding-top',
  'padding-right',
  'padding-bottom',
  'padding-left',
  'text-align',
  'letter-spacing',
] as const;

/** Inputs whose value is text. Others (checkbox, radio, file, ...) html2canvas draws itself. */
const TEXT_CONTROLS =
  'select, textarea, input:not([type]), input[type="text"], input[type="tel"], input[type="email"], ' +
  'input[type="number"], input[type="date"], input[type="url"], input[type="search"]';

type TextControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function printedText(control: TextControl): string {
  // A dropdown prints its chosen option's title, and nothing while none is chosen (tag name:
  // the copy lives in another frame, where `instanceof` fails).
  if (control.tagName === 'SELECT') {
    const select = control as HTMLSelectElement;
    return select.value === '' ? '' : (select.selectedOptions[0]?.text ?? '');
  }
  return control.type === 'date' ? formatIsoDate(control.value) : control.value;
}

interface Placement {
  left: number;
  top: number;
}

/**
 * The control's text in a box laid over it, laid out by the browser: html2canvas paints date
 * inputs as raw ISO, textareas on one line and input text off-centre. Absolutely positioned,
 * so nothing else moves; borders are kept transparent so the text sits where it did.
 */
function textOverlay(control: TextControl, view: Window, origin: Placement): HTMLDivElement {
  const style = view.getComputedStyle(control);
  const rect = control.getBoundingClientRect();
  const overlay = control.ownerDocument.createElement('div');
  for (const property of copiedStyles) {
    overlay.style.setProperty(property, style.getPropertyValue(property));
  }
  const multiLine = control.tagName === 'TEXTAREA';
  const verticalExtras = [
    'padding-top',
    'padding-bottom',
    'border-top-width',
    'border-bottom-width',
  ]
    .map((property) => parseFloat(style.getPropertyValue(property)) || 0)
    .reduce((sum, value) => sum + value, 0);
  Object.assign(overlay.style, {
    position: 'absolute',
    left: `${rect.left - origin.left}px`,
    top: `${rect.top - origin.top}px`,
    width: `${rect.width}px`,
    height: `${rect.height}px`,
    margin: '0',
    boxSizing: 'border-box',
    borderColor: 'transparent',
    background: 'transparent',
    overflow: 'hidden',
    whiteSpace: multiLine ? 'pre-wrap' : 'pre',
    overflowWrap: multiLine ? 'anywhere' : 'normal',
    // One line, centred in the box as the browser shows it.
    lineHeight: multiLine ? style.lineHeight : `${rect.height - verticalExtras}px`,
  });
  overlay.textContent = printedText(control);
  return overlay;
}

/** Where an absolutely positioned child of `root` at left 0, top 0 lands. */
function absoluteOrigin(root: HTMLElement): Placement {
  const probe = root.ownerDocument.createElement('div');
  // margin:0 like the overlays: a stylesheet may give the root's children margins.
  probe.style.cssText = 'position:absolute;left:0;top:0;width:0;height:0;margin:0';
  root.append(probe);
  const { left, top } = probe.getBoundingClientRect();
  probe.remove();
  return { left, top };
}

/** Measures every control first, then writes, so the copy is laid out only once more. */
function overlayTextControls(root: HTMLElement): void {
  const view = root.ownerDocument.defaultView;
  if (!view) return;
  const controls = [...root.querySelectorAll<TextControl>(TEXT_CONTROLS)];
  if (controls.length === 0) return;
  const origin = absoluteOrigin(root);
  const overlays = controls.map((control) => textOverlay(control, view, origin));
  for (const control of controls) control.style.color = 'transparent';
  root.append(...overlays);
}

/** A vertical band of the element, in CSS pixels from its top. */
export interface Band {
  top: number;
  bottom: number;
}

/**
 * Hides what lies wholly outside the band being painted. html2canvas skips the subtree of a
 * hidden element, so each page costs about its own share of the form, not the whole form.
 * Zero-height boxes are entered, not judged: their children may overflow them. (A positioned
 * child drawn far outside its parent's box would be hidden with it; forms have none.)
 */
function hideOutsideBand(parent: Element, band: Band, originTop: number): void {
  for (const child of parent.children) {
    const rect = child.getBoundingClientRect();
    const top = rect.top - originTop;
    const bottom = rect.bottom - originTop;
    if (rect.height > 0 && (bottom <= band.top || top >= band.bottom)) {
      (child as HTMLElement).style.visibility = 'hidden';
    } else if (top < band.top || bottom > band.bottom || rect.height === 0) {
      hideOutsideBand(child, band, originTop);
    }
  }
}

/**
 * Hook for html2canvas's `onclone`: `root` is the copy of the captured element, `band` the part
 * of it this capture paints.
 */
export function prepareCloneForPdf(root: HTMLElement, band: Band, widthPx: number): void {
  // Pinned (with any size container around it), so the copy wraps lines exactly as the layout
  // that was measured, on any screen. A throw-away copy: its styles need not be put back.
  pinLayoutWidth(root, widthPx);
  removePlaceholders(root);
  hideExcluded(root);
  overlayTextControls(root);
  hideOutsideBand(root, band, root.getBoundingClientRect().top);
}

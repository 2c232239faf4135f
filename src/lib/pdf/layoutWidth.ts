/**
 * Lays an element out at a fixed width whatever the window, so the PDF is made from the
 * paper layout even on a phone: the element, and every size container around it (whose width
 * CSS container queries read), are pinned for as long as the layout is read.
 */

interface SavedWidth {
  element: HTMLElement;
  width: string;
  maxWidth: string;
  boxSizing: string;
}

function isSizeContainer(element: Element): boolean {
  const style = element.ownerDocument.defaultView?.getComputedStyle(element);
  return Boolean(style?.containerType && style.containerType !== 'normal');
}

function pin(element: HTMLElement, widthPx: number, boxSizing: string): SavedWidth {
  const { width, maxWidth } = element.style;
  const saved = { element, width, maxWidth, boxSizing: element.style.boxSizing };
  element.style.boxSizing = boxSizing;
  element.style.width = `${widthPx}px`;
  element.style.maxWidth = 'none';
  return saved;
}

/**
 * Pins `element`'s border box to `widthPx`, and the content box of each enclosing size
 * container to at least that; returns the function that puts every style back.
 */
export function pinLayoutWidth(element: HTMLElement, widthPx: number): () => void {
  const saved = [pin(element, widthPx, 'border-box')];
  for (let parent = element.parentElement; parent; parent = parent.parentElement) {
    if (isSizeContainer(parent) && parent.clientWidth < widthPx) {
      saved.push(pin(parent, widthPx, 'content-box'));
    }
  }
  return () => {
    for (const { element: pinned, width, maxWidth, boxSizing } of saved) {
      Object.assign(pinned.style, { width, maxWidth, boxSizing });
    }
  };
}

/**
 * Runs `read` with the element laid out at `widthPx` (or as it is, without a width) and puts
 * the styles back before returning. All in one task, so the pinned layout is never painted.
 */
export function readAtWidth<T>(
  element: HTMLElement,
  widthPx: number | undefined,
  read: () => T,
): T {
  if (widthPx === undefined) return read();
  const restore = pinLayoutWidth(element, widthPx);
  try {
    return read();
  } finally {
    restore();
  }
}

/**
 * Where to cut a tall form into A4 pages so that no line of text, control or image is split.
 * Measuring reads the live layout; choosing is a pure function of the measured spans.
 */

/** A vertical band, in CSS pixels from the top of the captured element, that must not be cut. */
export interface Span {
  top: number;
  bottom: number;
}

/** A page's part of the element, in CSS pixels from its top. */
export interface Slice {
  top: number;
  height: number;
}

/** Elements that are drawn as a whole; text is measured line by line instead. */
const ATOMIC_SELECTOR =
  'input, select, textarea, button, img, svg, canvas, video, progress, meter, [data-pdf-avoid-break]';
export const EXCLUDE_ATTRIBUTE = 'data-pdf-exclude';

function toSpan(rect: DOMRect, originTop: number): Span | null {
  if (rect.height <= 0 || rect.width <= 0) return null;
  return { top: rect.top - originTop, bottom: rect.bottom - originTop };
}

function textLineSpans(element: HTMLElement, originTop: number): Span[] {
  const spans: Span[] = [];
  const walker = element.ownerDocument.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  const range = element.ownerDocument.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.nodeValue?.trim() || node.parentElement?.closest(`[${EXCLUDE_ATTRIBUTE}]`)) continue;
    range.selectNodeContents(node);
    for (const rect of range.getClientRects()) {
      const span = toSpan(rect, originTop);
      if (span) spans.push(span);
    }
  }
  return spans;
}

function atomicSpans(element: HTMLElement, originTop: number): Span[] {
  const spans: Span[] = [];
  for (const atom of element.querySelectorAll(ATOMIC_SELECTOR)) {
    if (atom.closest(`[${EXCLUDE_ATTRIBUTE}]`)) continue;
    const span = toSpan(atom.getBoundingClientRect(), originTop);
    if (span) spans.push(span);
  }
  return spans;
}

/** Bands of `element` that a page break must not cross: each text line, control and image. */
export function measureUnbreakableSpans(element: HTMLElement): Span[] {
  const originTop = element.getBoundingClientRect().top;
  return [...textLineSpans(element, originTop), ...atomicSpans(element, originTop)];
}

/** Joins overlapping spans; spans that only touch (one line ends where the next begins) stay apart. */
export function mergeSpans(spans: readonly Span[]): Span[] {
  const sorted = [...spans].sort((a, b) => a.top - b.top);
  const merged: Span[] = [];
  for (const span of sorted) {
    const last = merged.at(-1);
    if (last && span.top < last.bottom) last.bottom = Math.max(last.bottom, span.bottom);
    else merged.push({ ...span });
  }
  return merged;
}

/**
 * Cuts `totalHeight` into slices of at most `pageHeight`. Each cut is moved up to the top of a
 * span it would cross; a block taller than `minFill` of a page is cut where it must, since it
 * cannot fit whole anyway.
 */
export function choosePageSlices(
  spans: readonly Span[],
  totalHeight: number,
  pageHeight: number,
  minFill = 0.5,
): Slice[] {
  const merged = mergeSpans(spans);
  const slices: Slice[] = [];
  let top = 0;
  while (totalHeight - top > pageHeight) {
    const limit = Math.floor(top + pageHeight);
    const crossed = merged.find((span) => span.top < limit && span.bottom > limit);
    let cut = crossed ? Math.floor(crossed.top) : limit;
    if (cut - top < pageHeight * minFill) cut = limit;
    slices.push({ top, height: cut - top });
    top = cut;
  }
  slices.push({ top, height: Math.ceil(totalHeight - top) });
  return slices;
}

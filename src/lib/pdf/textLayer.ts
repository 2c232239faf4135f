/**
 * The PDF's text layer: every label and value the page image shows, as invisible text at the
 * same place, so a PDF viewer's search, copy and a text extractor find them. Collecting reads
 * the live layout (the same one the page breaks were measured on); placing is a pure function
 * of the collected boxes and the pages.
 */
import { formatIsoDate } from './isoDate';
import { EXCLUDE_ATTRIBUTE, type Slice } from './pageBreaks';

/** A run of text and its box, in CSS pixels from the captured element's top-left corner. */
export interface TextBox {
  text: string;
  left: number;
  top: number;
  width: number;
  height: number;
}

/** A text box on a PDF page, in millimetres from the page's top-left corner. */
export interface PlacedText {
  page: number;
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** What a ticked and an unticked box read as. */
export const CHECKED_MARK = '[x]';
export const UNCHECKED_MARK = '[ ]';

const SKIPPED_TAGS = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'OPTION', 'SELECT', 'TEXTAREA']);
/** Text smaller than this is not printed: visually hidden screen-reader text is 1 px. */
const MIN_VISIBLE_PX = 2;

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

function isShown(rect: DOMRect): boolean {
  return rect.width >= MIN_VISIBLE_PX && rect.height >= MIN_VISIBLE_PX;
}

function isHidden(element: Element): boolean {
  if (element.hasAttribute(EXCLUDE_ATTRIBUTE) || element.hasAttribute('hidden')) return true;
  const style = element.ownerDocument.defaultView?.getComputedStyle(element);
  return style?.display === 'none' || style?.visibility === 'hidden';
}

/** What a control shows as text on paper, or null for controls with no printed text. */
export function controlText(control: Element): string | null {
  if (control instanceof HTMLSelectElement) {
    // "Choose…" is a prompt, not an answer.
    return control.value === '' ? '' : (control.selectedOptions[0]?.text ?? '');
  }
  if (control instanceof HTMLTextAreaElement) return collapse(control.value);
  if (!(control instanceof HTMLInputElement)) return null;
  switch (control.type) {
    case 'checkbox':
    case 'radio':
      return control.checked ? CHECKED_MARK : UNCHECKED_MARK;
    case 'date':
      return formatIsoDate(control.value);
    case 'file':
    case 'hidden':
    case 'button':
    case 'submit':
    case 'reset':
    case 'image':
    case 'password':
      return null;
    default:
      return control.value;
  }
}

/**
 * A text node's runs, one per line it is drawn on: a node wrapped over several lines is split
 * into words, and the words of each line joined again.
 */
function textNodeBoxes(node: Text, range: Range, origin: DOMRect): TextBox[] {
  const text = collapse(node.data);
  if (text === '') return [];
  range.selectNodeContents(node);
  const rects = [...range.getClientRects()].filter(isShown);
  if (rects.length === 0) return [];
  if (rects.length === 1) return [boxAt(text, rects[0], origin)];
  const lines: { words: string[]; rects: DOMRect[] }[] = [];
  for (const match of node.data.matchAll(/\S+/g)) {
    range.setStart(node, match.index);
    range.setEnd(node, match.index + match[0].length);
    const rect = range.getBoundingClientRect();
    if (!isShown(rect)) continue;
    const line = lines.find((l) => Math.abs(l.rects[0].top - rect.top) < rect.height / 2);
    if (line) {
      line.words.push(match[0]);
      line.rects.push(rect);
    } else lines.push({ words: [match[0]], rects: [rect] });
  }
  return lines.map(({ words, rects: lineRects }) => {
    const left = Math.min(...lineRects.map((r) => r.left));
    const right = Math.max(...lineRects.map((r) => r.right));
    const top = Math.min(...lineRects.map((r) => r.top));
    const bottom = Math.max(...lineRects.map((r) => r.bottom));
    return boxAt(words.join(' '), new DOMRect(left, top, right - left, bottom - top), origin);
  });
}

function boxAt(text: string, rect: DOMRect, origin: DOMRect): TextBox {
  return {
    text,
    left: rect.left - origin.left,
    top: rect.top - origin.top,
    width: rect.width,
    height: rect.height,
  };
}

const CONTROL_TAGS = new Set(['INPUT', 'SELECT', 'TEXTAREA']);

/**
 * Every printed run of text inside `root`, in reading order: text nodes line by line, the
 * values of inputs, selects and text areas, and a mark for each check box. Excluded
 * (`data-pdf-exclude`), hidden and visually hidden content is left out, as it is from the image.
 */
export function collectTextBoxes(root: HTMLElement): TextBox[] {
  const origin = root.getBoundingClientRect();
  const range = root.ownerDocument.createRange();
  const boxes: TextBox[] = [];
  const visit = (element: Element) => {
    if (isHidden(element)) return;
    if (CONTROL_TAGS.has(element.tagName)) {
      const text = controlText(element);
      const rect = element.getBoundingClientRect();
      if (text && isShown(rect)) boxes.push(boxAt(text, rect, origin));
      return;
    }
    if (SKIPPED_TAGS.has(element.tagName)) return;
    for (const child of element.childNodes) {
      if (child instanceof Text) boxes.push(...textNodeBoxes(child, range, origin));
      else if (child instanceof Element) visit(child);
    }
  };
  visit(root);
  return boxes;
}

/** The page whose slice holds the box's vertical middle. */
function pageOf(box: TextBox, slices: readonly Slice[]): number {
  const middle = box.top + box.height / 2;
  const index = slices.findIndex((s) => middle >= s.top && middle < s.top + s.height);
  return index === -1 ? slices.length - 1 : index;
}

/** Where each box lands on its PDF page, given the pages' slices, the scale and the margin. */
export function placeTextBoxes(
  boxes: readonly TextBox[],
  slices: readonly Slice[],
  mmPerPx: number,
  marginMm: number,
): PlacedText[] {
  return boxes.map((box) => {
    const page = pageOf(box, slices);
    return {
      page,
      text: box.text,
      x: marginMm + box.left * mmPerPx,
      y: marginMm + (box.top - slices[page].top) * mmPerPx,
      width: box.width * mmPerPx,
      height: box.height * mmPerPx,
    };
  });
}

/** The part of jsPDF the text layer uses. */
export interface TextLayerDocument {
  setPage(page: number): unknown;
  setFontSize(size: number): unknown;
  getTextWidth(text: string): number;
  text(
    text: string,
    x: number,
    y: number,
    options: { renderingMode: 'invisible'; baseline: 'top'; horizontalScale?: number },
  ): unknown;
}

const PT_PER_MM = 72 / 25.4;
/** A line box is taller than its font's size (line height ≈ 1.2–1.5 em). */
const FONT_SIZE_OF_LINE = 0.75;

/**
 * Writes the boxes as invisible text (PDF text rendering mode 3): each run at its box, its
 * font sized from the box height and stretched to the box width, so a viewer's search
 * highlights the words where the image shows them.
 */
export function writeTextLayer(pdf: TextLayerDocument, placed: readonly PlacedText[]): void {
  for (const item of placed) {
    pdf.setPage(item.page + 1);
    pdf.setFontSize(Math.max(1, item.height * FONT_SIZE_OF_LINE * PT_PER_MM));
    const natural = pdf.getTextWidth(item.text);
    const horizontalScale = natural > 0 ? item.width / natural : 1;
    pdf.text(item.text, item.x, item.y + item.height * 0.1, {
      renderingMode: 'invisible',
      baseline: 'top',
      horizontalScale,
    });
  }
}

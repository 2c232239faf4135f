import { canMakeIndexedImages, toIndexedImage, type IndexedImage } from './indexedImage';
import { addIndexedImage, registerIndexedImages } from './jspdfIndexedImage';
import { choosePageSlices, measureUnbreakableSpans, type Slice } from './pageBreaks';
import { prepareCloneForPdf } from './prepareClone';
import { readAtWidth } from './layoutWidth';
import { collectTextBoxes, placeTextBoxes, writeTextLayer, type TextBox } from './textLayer';

export interface FormPdf {
  /** The PDF, plain base64 (no `data:` prefix). */
  base64: string;
  blob: Blob;
  pageCount: number;
  bytes: number;
}

export interface FormPdfOptions {
  /** Canvas pixels per CSS pixel; 2 keeps text sharp when printed. */
  scale?: number;
  /** Page margin in millimetres. */
  marginMm?: number;
  /** Called as pages are painted with (pages done, page count), for a progress display. */
  onProgress?: (done: number, total: number) => void;
  /**
   * The element's width in CSS pixels on paper: it is measured and painted laid out at this
   * width whatever the window's, so a phone makes the same pages as a desktop. Without it, the
   * element is painted as it is on screen.
   */
  layoutWidthPx?: number;
  /** Printed in the top margin of every page (e.g. the document's reference and time). */
  pageHeader?: PageHeader;
  /** Document properties. Viewers show them and search engines index them: no personal data. */
  properties?: { title?: string; subject?: string; creator?: string };
}

/** Text printed at the left and right of each page's top margin. */
export interface PageHeader {
  left: string;
  right?: string;
}

const A4 = { widthMm: 210, heightMm: 297 };

type Html2Canvas = (typeof import('html2canvas'))['default'];
type JsPdfDocument = InstanceType<(typeof import('jspdf'))['jsPDF']>;

/** The PDF libraries are large; they load with the first PDF, not with the page. */
async function loadLibraries() {
  const [{ default: html2canvas }, { jsPDF }] = await Promise.all([
    import('html2canvas'),
    import('jspdf'),
  ]);
  return { html2canvas, jsPDF };
}

/** html2canvas copies the whole document; copying only the path to the element saves time. */
function outsideOf(element: HTMLElement) {
  // Only styles are needed from <head>: a cloned <link rel="modulepreload"> would make each
  // page's copy of the document request the site's JavaScript again.
  const isStyle = (candidate: Element) =>
    candidate.tagName === 'STYLE' ||
    (candidate instanceof HTMLLinkElement && candidate.rel === 'stylesheet');
  return (candidate: Element) =>
    candidate.tagName !== 'HEAD' &&
    !isStyle(candidate) &&
    !candidate.contains(element) &&
    !element.contains(candidate);
}

/**
 * A page-sized canvas kept in main memory: html2canvas paints it and the encoder reads it back,
 * and reading a GPU-backed canvas costs several times more.
 */
function pageCanvas(widthPx: number, heightPx: number, scale: number): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = Math.floor(widthPx * scale);
  canvas.height = Math.floor(heightPx * scale);
  canvas.getContext('2d', { willReadFrequently: true });
  return canvas;
}

/** The element's layout as the PDF shows it, read once (at the paper width if one is given). */
interface Layout {
  widthPx: number;
  slices: Slice[];
  text: TextBox[];
}

function captureSlice(
  html2canvas: Html2Canvas,
  element: HTMLElement,
  layout: Layout,
  slice: Slice,
  scale: number,
) {
  const width = Math.ceil(layout.widthPx);
  const band = { top: slice.top, bottom: slice.top + slice.height };
  return html2canvas(element, {
    canvas: pageCanvas(width, slice.height, scale),
    x: 0,
    y: slice.top,
    width,
    height: slice.height,
    // The copy's window is at least as wide as the paper, so no narrow-screen rule applies.
    windowWidth: Math.max(window.innerWidth, width),
    scale,
    backgroundColor: '#ffffff',
    logging: false,
    ignoreElements: outsideOf(element),
    onclone: (_document, clone) => prepareCloneForPdf(clone, band, layout.widthPx),
  });
}

/** A painted page, ready for the PDF: a compressed palette image, or the canvas itself in
 * browsers without CompressionStream (jsPDF's own PNG path, slower and larger). */
type PageImage = IndexedImage | HTMLCanvasElement;

async function encodePage(canvas: HTMLCanvasElement): Promise<PageImage> {
  if (!canMakeIndexedImages()) return canvas;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('the captured page cannot be read');
  const image = await toIndexedImage(context.getImageData(0, 0, canvas.width, canvas.height));
  canvas.width = 0; // frees the pixels now rather than at garbage collection
  return image;
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
  alias: string;
}

function placePage(pdf: JsPdfDocument, page: PageImage, box: Box): void {
  if ('deflated' in page) addIndexedImage(pdf, page, box);
  else pdf.addImage(page, 'PNG', box.x, box.y, box.width, box.height, box.alias, 'FAST');
}

const HEADER_FONT_PT = 8;

/** The header in the top margin: real (visible) text, found by search like the text layer. */
function printHeader(pdf: JsPdfDocument, header: PageHeader, marginMm: number): void {
  const y = marginMm * 0.6;
  pdf.setFontSize(HEADER_FONT_PT);
  pdf.text(header.left, marginMm, y);
  if (header.right) pdf.text(header.right, A4.widthMm - marginMm, y, { align: 'right' });
}

function binaryStringToBytes(text: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

/** Two pages in flight overlap html2canvas's waits; more would only hold more canvases in memory. */
const CONCURRENT_PAGES = 2;

/** `map` with at most `limit` calls of `work` running at once; results keep the input order. */
async function mapConcurrently<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** Page breaks and printed text, measured on the live layout in one go. */
function readLayout(element: HTMLElement, marginMm: number): Layout {
  const { width: widthPx, height: heightPx } = element.getBoundingClientRect();
  const mmPerPx = (A4.widthMm - 2 * marginMm) / widthPx;
  const pageHeightPx = (A4.heightMm - 2 * marginMm) / mmPerPx;
  const slices = choosePageSlices(measureUnbreakableSpans(element), heightPx, pageHeightPx);
  return { widthPx, slices, text: collectTextBoxes(element) };
}

/**
 * Paints `element` into an A4 portrait PDF (millimetre units, PNG-style images). Content taller
 * than a page continues on further pages, cut only between lines. Each page is captured on its
 * own, so no canvas is larger than one page; two captures run at a time, because much of a
 * capture is html2canvas waiting for its copy of the page to load. Over each page image lies
 * the page's text, invisible, at its place, so the PDF can be searched and its text copied.
 */
export async function createFormPdf(
  element: HTMLElement,
  options: FormPdfOptions = {},
): Promise<FormPdf> {
  const { scale = 2, marginMm = 10, onProgress, layoutWidthPx } = options;
  const { html2canvas, jsPDF } = await loadLibraries();
  const layout = readAtWidth(element, layoutWidthPx, () => readLayout(element, marginMm));
  const { slices } = layout;
  const mmPerPx = (A4.widthMm - 2 * marginMm) / layout.widthPx;

  let done = 0;
  const pages = await mapConcurrently(slices, CONCURRENT_PAGES, async (slice) => {
    const page = await encodePage(await captureSlice(html2canvas, element, layout, slice, scale));
    onProgress?.(++done, slices.length);
    return page;
  });

  registerIndexedImages(jsPDF);
  const pdf = new jsPDF({ orientation: 'portrait', unit: 'mm', format: 'a4', compress: true });
  if (options.properties) pdf.setProperties(options.properties);
  pages.forEach((page, index) => {
    if (index > 0) pdf.addPage('a4', 'portrait');
    const box = {
      x: marginMm,
      y: marginMm,
      width: layout.widthPx * mmPerPx,
      height: slices[index].height * mmPerPx,
    };
    placePage(pdf, page, { ...box, alias: `form-page-${index + 1}` });
    if (options.pageHeader) printHeader(pdf, options.pageHeader, marginMm);
  });
  writeTextLayer(pdf, placeTextBoxes(layout.text, slices, mmPerPx, marginMm));
  const raw = pdf.output();
  return {
    base64: btoa(raw),
    blob: new Blob([binaryStringToBytes(raw)], { type: 'application/pdf' }),
    pageCount: slices.length,
    bytes: raw.length,
  };
}

/**
 * What every page carries besides the form, laid out: the letterhead on the first page, and on
 * each page its top line (the reference and time, how it was signed) and "Page N of M". The
 * page-level data is `DocumentFrame`: a new block on the pages is a new field there.
 */
import type { Words } from '../i18n/words';
import { fillIn } from '../../../contract/languages';
import type { Mark } from './paint';
import { COLOURS, LINE, MARGIN, SIZE } from './style';
import { textMarks, textWidth, type Measure } from './textLayout';

/** What every page carries besides the form: data, so a new block is a new field here. */
export interface DocumentFrame {
  /** The form's title, printed under the company's name and at each page's foot. */
  title: string;
  company: { name: string; phone: string; fax: string; email: string; website: string };
  /** Every page's top line: the reference and time on the left, how it was signed on the right. */
  header: { left: string; right?: string };
}

export type FrameWords = Pick<
  Words['document'],
  'page' | 'continued' | 'fax' | 'phone' | 'website' | 'email'
>;

export interface Layout {
  measure: Measure;
  words: FrameWords;
  pages: Mark[][];
  y: number;
  top: number;
  bottom: number;
}

/** The page being laid out. */
export const page = (layout: Layout) => layout.pages[layout.pages.length - 1];

export function newPage(layout: Layout): void {
  layout.pages.push([]);
  layout.y = layout.top;
}

/** Text ending at `right`. */
function rightAligned(
  layout: Layout,
  text: string,
  right: number,
  top: number,
  size: number,
  options: { bold?: boolean; colour?: number } = {},
): Mark[] {
  const x = right - textWidth(layout.measure, text, size, options.bold);
  return textMarks([text], x, top, size, options);
}

/** The company's name and the form's title on the left, how to reach the company on the right. */
export function letterhead(layout: Layout, data: DocumentFrame, x: number, width: number): void {
  const { company } = data;
  const { words, top } = layout;
  const out = page(layout);
  out.push(
    ...textMarks([company.name], x, top + 3, SIZE.company, { bold: true, colour: COLOURS.brand }),
  );
  out.push(
    ...textMarks([data.title.toUpperCase()], x, top + 3 + LINE(SIZE.company), SIZE.title, {
      bold: true,
    }),
  );
  const contacts = [
    [words.fax, company.fax],
    [words.phone, company.phone],
    [words.website, company.website],
    [words.email, company.email],
  ].filter(([, value]) => value);
  contacts.forEach(([label, value], index) => {
    const y = top + index * LINE(SIZE.label);
    const valueLeft = x + width - textWidth(layout.measure, value, SIZE.label);
    out.push(...textMarks([value], valueLeft, y, SIZE.label));
    out.push(...rightAligned(layout, label, valueLeft - 2, y, SIZE.label, { bold: true }));
  });
  const heights = [3 + LINE(SIZE.company) + LINE(SIZE.title), contacts.length * LINE(SIZE.label)];
  const bottom = top + Math.max(...heights) + 1.5;
  out.push({
    kind: 'line',
    x1: x,
    y1: bottom,
    x2: x + width,
    y2: bottom,
    colour: COLOURS.rule,
    width: 0.6,
  });
  layout.y = bottom + 3;
}

/** Each page's top line and its "page N of M", once the page count is known. */
export function pageMarks(
  layout: Layout,
  data: DocumentFrame,
  pageWidth: number,
  pageHeight: number,
): void {
  const count = layout.pages.length;
  const grey = { colour: 60 };
  layout.pages.forEach((out, index) => {
    out.push(...textMarks([data.header.left], MARGIN, 5, SIZE.header, grey));
    if (data.header.right)
      out.push(
        ...rightAligned(layout, data.header.right, pageWidth - MARGIN, 5, SIZE.header, grey),
      );
    const footer = fillIn(layout.words.page, { page: index + 1, count });
    out.push(
      ...rightAligned(layout, footer, pageWidth - MARGIN, pageHeight - 8, SIZE.header, grey),
    );
    out.push(...textMarks([data.title], MARGIN, pageHeight - 8, SIZE.header, grey));
  });
}

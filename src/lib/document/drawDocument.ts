/**
 * Draws a form's document with jsPDF's vector API: real text in the standard fonts, drawn
 * check boxes (with `[x]`/`[ ]` as invisible text, so a text extractor reads them), a frame and
 * a heading band per section, the columns of the paper form, and the drawn signature as the
 * only image. A row never crosses a page; a long value wraps inside its box. The text is drawn
 * in the form's reading order, which is the order a text extractor or a screen reader follows.
 */
import type { jsPDF } from 'jspdf';
import type { Cell, DocumentSection } from './formDocument';
import { textFont, type FontChoice } from './fonts';
import type { Words } from '../i18n/words';
import { fillIn } from '../../../contract/languages';

/** Millimetres per typographic point. */
const PT = 25.4 / 72;
const MARGIN = 12;
const SIZE = { label: 7.5, value: 8.5, band: 8, note: 7.5, header: 8, company: 14, title: 11 };
const LINE = (size: number) => size * PT * 1.3;
const PAD = 1.6;
const BAND = 5.6;
const BOX = 3;
const SIGNATURE = { width: 70, height: 22 };
type Rgb = [number, number, number];
const COLOURS: Record<'rule' | 'band' | 'line' | 'brand', Rgb> = {
  rule: [60, 72, 88],
  band: [233, 237, 242],
  line: [150, 160, 170],
  brand: [11, 60, 110],
};

/** The pen for the next lines and frames. */
function pen(doc: Doc, colour: Rgb, width: number): void {
  doc.setDrawColor(...colour);
  doc.setLineWidth(width);
}

export interface DocumentFrame {
  /** The form's title, printed under the company's name. */
  title: string;
  company: { name: string; phone: string; fax: string; email: string; website: string };
  /** Every page's top line: the reference and time on the left, how it was signed on the right. */
  header: { left: string; right?: string };
}

export type FrameWords = Pick<
  Words['document'],
  'page' | 'continued' | 'fax' | 'phone' | 'website' | 'email'
>;

type Doc = jsPDF;

interface Writer {
  doc: Doc;
  fonts: FontChoice;
  words: FrameWords;
}

function setText(writer: Writer, text: string, size: number, bold = false): void {
  const { family, style } = textFont(writer.fonts, text, bold);
  writer.doc.setFont(family, style);
  writer.doc.setFontSize(size);
}

/** Lines of `text` no wider than `width`; a word longer than a line is broken where it must. */
function wrap(writer: Writer, text: string, width: number, size: number, bold = false): string[] {
  setText(writer, text, size, bold);
  const fits = (candidate: string) => writer.doc.getTextWidth(candidate) <= width;
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/ +/)) {
      const candidate = line ? `${line} ${word}` : word;
      if (fits(candidate)) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = word;
      while (!fits(line) && line.length > 1) {
        let cut = line.length - 1;
        while (cut > 1 && !fits(line.slice(0, cut))) cut -= 1;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    lines.push(line);
  }
  return lines;
}

function write(
  writer: Writer,
  lines: string[],
  x: number,
  top: number,
  size: number,
  bold = false,
): void {
  lines.forEach((line, index) => {
    setText(writer, line, size, bold);
    writer.doc.text(line, x, top + LINE(size) * (index + 0.78));
  });
}

interface Placed {
  cell: Cell;
  x: number;
  width: number;
}

/** Cells in rows of the grid: a cell takes `span` of `columns`, a note the whole width. */
function gridRows(cells: Cell[], columns: number, width: number): Placed[][] {
  const rows: Placed[][] = [];
  let column = columns;
  for (const cell of cells) {
    const span = cell.kind === 'note' ? columns : Math.min(Math.max(cell.span, 1), columns);
    if (column + span > columns) {
      rows.push([]);
      column = 0;
    }
    rows[rows.length - 1].push({
      cell,
      x: (column / columns) * width,
      width: (span / columns) * width,
    });
    column += span;
  }
  return rows;
}

/** Draws (or, with `draw` false, only measures) one cell; returns its height. */
function cell(writer: Writer, { cell, x, width }: Placed, top: number, draw: boolean): number {
  const { doc } = writer;
  const inner = width - 2 * PAD;
  const left = x + PAD;
  switch (cell.kind) {
    case 'check': {
      const lines = wrap(writer, cell.label, inner - BOX - 1.5, SIZE.value);
      if (draw) {
        const boxTop = top + (LINE(SIZE.value) - BOX) / 2;
        doc.setDrawColor(40);
        doc.setLineWidth(0.25);
        doc.rect(left, boxTop, BOX, BOX);
        doc.setFont('helvetica', 'normal');
        doc.setFontSize(SIZE.value);
        doc.text(cell.checked ? '[x]' : '[ ]', left, boxTop + BOX - 0.4, {
          renderingMode: 'invisible',
        });
        if (cell.checked) {
          doc.setLineWidth(0.5);
          doc.lines(
            [
              [0.8, 0.9],
              [1.6, -2],
            ],
            left + 0.6,
            boxTop + 1.6,
          );
        }
        write(writer, lines, left + BOX + 1.5, top, SIZE.value);
      }
      return lines.length * LINE(SIZE.value);
    }
    case 'note': {
      const lines = wrap(writer, cell.text, inner, SIZE.note);
      if (draw) write(writer, lines, left, top, SIZE.note);
      return lines.length * LINE(SIZE.note);
    }
    case 'image': {
      const labelHeight = cell.label ? LINE(SIZE.label) : 0;
      const boxWidth = Math.min(inner, SIGNATURE.width);
      if (draw) {
        if (cell.label) write(writer, [cell.label], left, top, SIZE.label, true);
        pen(doc, COLOURS.line, 0.2);
        doc.rect(left, top + labelHeight, boxWidth, SIGNATURE.height);
        if (cell.image) {
          doc.addImage(
            cell.image,
            'PNG',
            left + 0.5,
            top + labelHeight + 0.5,
            boxWidth - 1,
            SIGNATURE.height - 1,
          );
        } else {
          write(writer, [cell.emptyText], left + 1, top + labelHeight + 1, SIZE.note);
        }
      }
      return labelHeight + SIGNATURE.height;
    }
    case 'group': {
      const labelHeight = cell.label ? LINE(SIZE.label) + 0.4 : 0;
      if (draw && cell.label) write(writer, [cell.label], left, top, SIZE.label, true);
      const height = grid(
        writer,
        cell.cells,
        cell.columns,
        x + 3,
        width - 3,
        top + labelHeight,
        draw,
      );
      if (draw) {
        pen(doc, COLOURS.line, 0.2);
        doc.line(x + 1.5, top + labelHeight, x + 1.5, top + labelHeight + height);
      }
      return labelHeight + height;
    }
    case 'text':
      return textCell(writer, cell, left, inner, top, draw);
  }
}

function textCell(
  writer: Writer,
  cell: Extract<Cell, { kind: 'text' }>,
  left: number,
  inner: number,
  top: number,
  draw: boolean,
): number {
  const { doc } = writer;
  setText(writer, cell.label, SIZE.label, true);
  const labelWidth = cell.label ? Math.min(doc.getTextWidth(cell.label) + 1.5, inner * 0.45) : 0;
  const labels = cell.label ? wrap(writer, cell.label, labelWidth, SIZE.label, true) : [];
  setText(writer, cell.suffix ?? '', SIZE.note);
  const suffixWidth = cell.suffix ? doc.getTextWidth(cell.suffix) + 1.5 : 0;
  const valueLeft = left + labelWidth;
  const valueWidth = Math.max(inner - labelWidth - suffixWidth, 8);
  const values = wrap(writer, cell.value, valueWidth - 1, SIZE.value);
  const height = Math.max(labels.length * LINE(SIZE.label), values.length * LINE(SIZE.value));
  if (draw) {
    write(writer, labels, left, top + 0.3, SIZE.label, true);
    write(writer, values, valueLeft + 0.5, top, SIZE.value);
    pen(doc, COLOURS.line, 0.2);
    values.forEach((_, index) => {
      const y = top + LINE(SIZE.value) * (index + 1) - 0.2;
      doc.line(valueLeft, y, valueLeft + valueWidth, y);
    });
    if (cell.suffix) {
      doc.setTextColor(80);
      write(writer, [cell.suffix], valueLeft + valueWidth + 1, top + 0.3, SIZE.note);
      doc.setTextColor(0);
    }
  }
  return height;
}

/** Draws or measures rows of cells; returns the height. */
function grid(
  writer: Writer,
  cells: Cell[],
  columns: number,
  x: number,
  width: number,
  top: number,
  draw: boolean,
): number {
  let y = top;
  for (const row of gridRows(cells, columns, width)) {
    const height = Math.max(...row.map((placed) => cell(writer, placed, y, false)));
    if (draw) for (const placed of row) cell(writer, { ...placed, x: x + placed.x }, y, true);
    y += height + 1.4;
  }
  return y - top;
}

/** A section cut into the pieces that may not be split across pages. */
interface SectionPlan {
  section: DocumentSection;
  headHeight: number;
  rows: { placed: Placed[]; height: number }[];
}

function descriptionLines(writer: Writer, section: DocumentSection, width: number): string[] {
  return section.description ? wrap(writer, section.description, width - 2 * PAD, SIZE.note) : [];
}

function plan(writer: Writer, section: DocumentSection, width: number): SectionPlan {
  const description = descriptionLines(writer, section, width);
  const headHeight =
    BAND + (description.length ? description.length * LINE(SIZE.note) + 1 : 0) + 1.2;
  const rows = gridRows(section.cells, section.columns, width).map((placed) => ({
    placed,
    height: Math.max(...placed.map((item) => cell(writer, item, 0, false))) + 1.4,
  }));
  return { section, headHeight, rows };
}

const planHeight = (p: SectionPlan) =>
  p.headHeight + p.rows.reduce((sum, row) => sum + row.height, 0) + 0.6;

/** The heading band: the title on the left, heading fields (Dx Code) on the right. */
function band(
  writer: Writer,
  section: DocumentSection,
  x: number,
  width: number,
  top: number,
  continued: boolean,
): void {
  const { doc } = writer;
  doc.setFillColor(...COLOURS.band);
  doc.rect(x, top, width, BAND, 'F');
  const title = `${section.title.toUpperCase()}${continued ? ` ${writer.words.continued}` : ''}`;
  write(writer, [title], x + PAD, top + 1.2, SIZE.band, true);
  let right = x + width - PAD;
  for (const item of [...section.heading].reverse()) {
    if (item.kind !== 'text') continue;
    setText(writer, item.value, SIZE.value);
    const valueWidth = Math.max(doc.getTextWidth(item.value) + 2, 18);
    write(writer, [item.value], right - valueWidth + 1, top + 1, SIZE.value);
    doc.setDrawColor(...COLOURS.line);
    doc.line(right - valueWidth, top + BAND - 1, right, top + BAND - 1);
    setText(writer, item.label, SIZE.label, true);
    const labelWidth = doc.getTextWidth(item.label) + 1.5;
    write(writer, [item.label], right - valueWidth - labelWidth, top + 1.3, SIZE.label, true);
    right -= valueWidth + labelWidth + 3;
  }
}

function frame(writer: Writer, x: number, width: number, top: number, bottom: number): void {
  pen(writer.doc, COLOURS.rule, 0.35);
  writer.doc.rect(x, top, width, bottom - top);
}

interface Cursor {
  y: number;
  top: number;
  bottom: number;
}

function drawHead(
  writer: Writer,
  p: SectionPlan,
  x: number,
  width: number,
  top: number,
  continued: boolean,
): number {
  if (p.section.title || p.section.heading.length)
    band(writer, p.section, x, width, top, continued);
  const description = continued ? [] : descriptionLines(writer, p.section, width);
  write(writer, description, x + PAD, top + BAND + 0.8, SIZE.note);
  return top + (continued ? BAND + 1.2 : p.headHeight);
}

/** A full-width section, continued on the next page between rows when it must be. */
function drawSection(
  writer: Writer,
  p: SectionPlan,
  x: number,
  width: number,
  cursor: Cursor,
): void {
  const first = p.rows[0]?.height ?? 0;
  if (cursor.y + p.headHeight + first > cursor.bottom) newPage(writer, cursor);
  let partTop = cursor.y;
  let y = drawHead(writer, p, x, width, partTop, false);
  for (const row of p.rows) {
    if (y + row.height > cursor.bottom) {
      frame(writer, x, width, partTop, y);
      newPage(writer, cursor);
      partTop = cursor.y;
      y = drawHead(writer, p, x, width, partTop, true);
    }
    for (const placed of row.placed) cell(writer, { ...placed, x: x + placed.x }, y, true);
    y += row.height;
  }
  y += 0.6;
  frame(writer, x, width, partTop, y);
  cursor.y = y;
}

/** Two half sections side by side, each in its frame, as tall as the taller one. */
function drawPair(
  writer: Writer,
  pair: SectionPlan[],
  x: number,
  width: number,
  cursor: Cursor,
): void {
  const half = width / 2;
  const height = Math.max(...pair.map(planHeight));
  if (cursor.y + height > cursor.bottom) newPage(writer, cursor);
  pair.forEach((p, index) => {
    const left = x + index * half;
    let y = drawHead(writer, p, left, half, cursor.y, false);
    for (const row of p.rows) {
      for (const placed of row.placed) cell(writer, { ...placed, x: left + placed.x }, y, true);
      y += row.height;
    }
    frame(writer, left, half, cursor.y, cursor.y + height);
  });
  cursor.y += height;
}

function newPage(writer: Writer, cursor: Cursor): void {
  writer.doc.addPage();
  cursor.y = cursor.top;
}

/** The company's name and the form's title on the left, how to reach the company on the right. */
function letterhead(
  writer: Writer,
  frameData: DocumentFrame,
  x: number,
  width: number,
  top: number,
): number {
  const { doc } = writer;
  const { company } = frameData;
  doc.setTextColor(...COLOURS.brand);
  write(writer, [company.name], x, top + 3, SIZE.company, true);
  doc.setTextColor(0);
  write(writer, [frameData.title.toUpperCase()], x, top + 3 + LINE(SIZE.company), SIZE.title, true);
  const { words } = writer;
  const contacts = [
    [words.fax, company.fax],
    [words.phone, company.phone],
    [words.website, company.website],
    [words.email, company.email],
  ].filter(([, value]) => value);
  contacts.forEach(([label, value], index) => {
    const y = top + index * LINE(SIZE.label);
    setText(writer, value, SIZE.label);
    const valueWidth = doc.getTextWidth(value);
    write(writer, [value], x + width - valueWidth, y, SIZE.label);
    setText(writer, label, SIZE.label, true);
    write(
      writer,
      [label],
      x + width - valueWidth - doc.getTextWidth(label) - 2,
      y,
      SIZE.label,
      true,
    );
  });
  const bottom =
    top +
    Math.max(3 + LINE(SIZE.company) + LINE(SIZE.title), contacts.length * LINE(SIZE.label)) +
    1.5;
  pen(doc, COLOURS.rule, 0.6);
  doc.line(x, bottom, x + width, bottom);
  return bottom + 3;
}

/** Each page's top line and its "page N of M", written once the page count is known. */
function pageMarks(
  writer: Writer,
  frameData: DocumentFrame,
  pageWidth: number,
  pageHeight: number,
): void {
  const { doc } = writer;
  const count = doc.getNumberOfPages();
  for (let page = 1; page <= count; page += 1) {
    doc.setPage(page);
    doc.setTextColor(60);
    write(writer, [frameData.header.left], MARGIN, 5, SIZE.header);
    if (frameData.header.right) {
      setText(writer, frameData.header.right, SIZE.header);
      const width = doc.getTextWidth(frameData.header.right);
      write(writer, [frameData.header.right], pageWidth - MARGIN - width, 5, SIZE.header);
    }
    const footer = fillIn(writer.words.page, { page, count });
    setText(writer, footer, SIZE.header);
    write(
      writer,
      [footer],
      pageWidth - MARGIN - doc.getTextWidth(footer),
      pageHeight - 8,
      SIZE.header,
    );
    write(writer, [frameData.title], MARGIN, pageHeight - 8, SIZE.header);
    doc.setTextColor(0);
  }
}

/** Draws the whole document into `doc` (its first page is empty). */
export function drawDocument(
  doc: Doc,
  fonts: FontChoice,
  frameData: DocumentFrame,
  sections: DocumentSection[],
  words: FrameWords,
): void {
  const writer: Writer = { doc, fonts, words };
  const pageWidth = doc.internal.pageSize.getWidth();
  const pageHeight = doc.internal.pageSize.getHeight();
  const width = pageWidth - 2 * MARGIN;
  const cursor: Cursor = { y: 0, top: 12, bottom: pageHeight - 13 };
  cursor.y = letterhead(writer, frameData, MARGIN, width, cursor.top);
  for (let index = 0; index < sections.length; index += 1) {
    const section = sections[index];
    const next = sections[index + 1];
    if (section.half && next?.half) {
      const pair = [plan(writer, section, width / 2), plan(writer, next, width / 2)];
      if (Math.max(...pair.map(planHeight)) <= cursor.bottom - cursor.top) {
        drawPair(writer, pair, MARGIN, width, cursor);
        index += 1;
        continue;
      }
    }
    drawSection(writer, plan(writer, section, width), MARGIN, width, cursor);
  }
  pageMarks(writer, frameData, pageWidth, pageHeight);
}

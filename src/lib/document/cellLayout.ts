/**
 * Cells laid out in the grid of their section: each cell's height, and the marks that paint it
 * (`out`; without one the cell is only measured). A cell takes `span` of the grid's columns.
 */
import type { Cell } from './cells';
import type { Mark } from './paint';
import { BOX, COLOURS, IMAGE, LINE, PAD, SIZE } from './style';
import { textMarks, textWidth, wrap, type Measure } from './textLayout';

export interface Placed {
  cell: Cell;
  x: number;
  width: number;
}

/** Space between two rows of cells. */
export const ROW_GAP = 1.4;

/** Cells in rows of the grid: a cell takes `span` of `columns`, a note the whole width. */
export function gridRows(cells: Cell[], columns: number, width: number): Placed[][] {
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

type Out = Mark[] | undefined;

function checkCell(
  measure: Measure,
  cell: Extract<Cell, { kind: 'check' }>,
  left: number,
  inner: number,
  top: number,
  out: Out,
): number {
  const lines = wrap(measure, cell.label, inner - BOX - 1.5, SIZE.value);
  if (out) {
    const boxTop = top + (LINE(SIZE.value) - BOX) / 2;
    const mark = cell.checked ? '[x]' : '[ ]';
    out.push(
      { kind: 'frame', x: left, y: boxTop, w: BOX, h: BOX, colour: 40, width: 0.25 },
      {
        kind: 'text',
        text: mark,
        x: left,
        y: boxTop + BOX - 0.4,
        size: SIZE.value,
        bold: false,
        colour: 0,
        invisible: true,
      },
    );
    if (cell.checked) out.push({ kind: 'tick', x: left, y: boxTop, colour: 40, width: 0.5 });
    out.push(...textMarks(lines, left + BOX + 1.5, top, SIZE.value));
  }
  return lines.length * LINE(SIZE.value);
}

function imageCell(
  cell: Extract<Cell, { kind: 'image' }>,
  left: number,
  inner: number,
  top: number,
  out: Out,
): number {
  const labelHeight = cell.label ? LINE(SIZE.label) : 0;
  const boxWidth = Math.min(inner, IMAGE.width);
  if (out) {
    if (cell.label) out.push(...textMarks([cell.label], left, top, SIZE.label, { bold: true }));
    const y = top + labelHeight;
    out.push({
      kind: 'frame',
      x: left,
      y,
      w: boxWidth,
      h: IMAGE.height,
      colour: COLOURS.line,
      width: 0.2,
    });
    out.push(
      cell.image
        ? {
            kind: 'image',
            data: cell.image,
            x: left + 0.5,
            y: y + 0.5,
            w: boxWidth - 1,
            h: IMAGE.height - 1,
          }
        : textMarks([cell.emptyText], left + 1, y + 1, SIZE.note)[0],
    );
  }
  return labelHeight + IMAGE.height;
}

function textCell(
  measure: Measure,
  cell: Extract<Cell, { kind: 'text' }>,
  left: number,
  inner: number,
  top: number,
  out: Out,
): number {
  const labelWidth = cell.label
    ? Math.min(textWidth(measure, cell.label, SIZE.label, true) + 1.5, inner * 0.45)
    : 0;
  const labels = cell.label ? wrap(measure, cell.label, labelWidth, SIZE.label, true) : [];
  const suffixWidth = cell.suffix ? textWidth(measure, cell.suffix, SIZE.note) + 1.5 : 0;
  const valueLeft = left + labelWidth;
  const valueWidth = Math.max(inner - labelWidth - suffixWidth, 8);
  const values = wrap(measure, cell.value, valueWidth - 1, SIZE.value);
  if (out) {
    out.push(...textMarks(labels, left, top + 0.3, SIZE.label, { bold: true }));
    out.push(...textMarks(values, valueLeft + 0.5, top, SIZE.value));
    values.forEach((_, index) => {
      const y = top + LINE(SIZE.value) * (index + 1) - 0.2;
      out.push({
        kind: 'line',
        x1: valueLeft,
        y1: y,
        x2: valueLeft + valueWidth,
        y2: y,
        colour: COLOURS.line,
        width: 0.2,
      });
    });
    if (cell.suffix) {
      out.push(
        ...textMarks([cell.suffix], valueLeft + valueWidth + 1, top + 0.3, SIZE.note, {
          colour: 80,
        }),
      );
    }
  }
  return Math.max(labels.length * LINE(SIZE.label), values.length * LINE(SIZE.value));
}

/** Lays out (or, without `out`, only measures) one cell at `top`; returns its height. */
export function cellLayout(
  measure: Measure,
  { cell, x, width }: Placed,
  top: number,
  out?: Mark[],
): number {
  const inner = width - 2 * PAD;
  const left = x + PAD;
  switch (cell.kind) {
    case 'check':
      return checkCell(measure, cell, left, inner, top, out);
    case 'note': {
      const lines = wrap(measure, cell.text, inner, SIZE.note);
      out?.push(...textMarks(lines, left, top, SIZE.note));
      return lines.length * LINE(SIZE.note);
    }
    case 'image':
      return imageCell(cell, left, inner, top, out);
    case 'group': {
      const labelHeight = cell.label ? LINE(SIZE.label) + 0.4 : 0;
      if (out && cell.label)
        out.push(...textMarks([cell.label], left, top, SIZE.label, { bold: true }));
      const height = gridLayout(
        measure,
        cell.cells,
        cell.columns,
        x + 3,
        width - 3,
        top + labelHeight,
        out,
      );
      const y = top + labelHeight;
      out?.push({
        kind: 'line',
        x1: x + 1.5,
        y1: y,
        x2: x + 1.5,
        y2: y + height,
        colour: COLOURS.line,
        width: 0.2,
      });
      return labelHeight + height;
    }
    case 'text':
      return textCell(measure, cell, left, inner, top, out);
  }
}

/** The height of a row of the grid: its tallest cell. */
export const rowHeight = (measure: Measure, row: Placed[]) =>
  Math.max(...row.map((placed) => cellLayout(measure, placed, 0)));

/** Lays out (or only measures) rows of cells from `top`; returns their height. */
function gridLayout(
  measure: Measure,
  cells: Cell[],
  columns: number,
  x: number,
  width: number,
  top: number,
  out?: Mark[],
): number {
  let y = top;
  for (const row of gridRows(cells, columns, width)) {
    const height = rowHeight(measure, row);
    if (out) for (const placed of row) cellLayout(measure, { ...placed, x: x + placed.x }, y, out);
    y += height + ROW_GAP;
  }
  return y - top;
}

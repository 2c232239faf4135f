/**
 * The document's pages, laid out: the letterhead, each section in its frame under a heading
 * band (two half sections side by side), a row never cut across pages (a section goes on with
 * "(CONTINUED)" in its band), and every page's top line and "Page N of M". The result is data
 * (`Mark[]` per page) that `paint.ts` paints.
 */
import type { DocumentSection } from './cells';
import { cellLayout, gridRows, rowHeight, ROW_GAP, type Placed } from './cellLayout';
import {
  letterhead,
  newPage,
  page,
  pageMarks,
  type DocumentFrame,
  type FrameWords,
  type Layout,
} from './frameLayout';
import type { Mark } from './paint';
import { BAND, COLOURS, LINE, MARGIN, PAD, SIZE } from './style';
import { textMarks, textWidth, wrap, type Measure } from './textLayout';

export type { DocumentFrame } from './frameLayout';

/** A section cut into the pieces that may not be split across pages. */
interface SectionPlan {
  section: DocumentSection;
  headHeight: number;
  rows: { placed: Placed[]; height: number }[];
}

function descriptionLines(layout: Layout, section: DocumentSection, width: number): string[] {
  return section.description
    ? wrap(layout.measure, section.description, width - 2 * PAD, SIZE.note)
    : [];
}

function plan(layout: Layout, section: DocumentSection, width: number): SectionPlan {
  const description = descriptionLines(layout, section, width);
  const headHeight =
    BAND + (description.length ? description.length * LINE(SIZE.note) + 1 : 0) + 1.2;
  const rows = gridRows(section.cells, section.columns, width).map((placed) => ({
    placed,
    height: rowHeight(layout.measure, placed) + ROW_GAP,
  }));
  return { section, headHeight, rows };
}

const planHeight = (p: SectionPlan) =>
  p.headHeight + p.rows.reduce((sum, row) => sum + row.height, 0) + 0.6;

/** The heading band: the title on the left, heading fields (Dx Code) on the right. */
function band(
  layout: Layout,
  section: DocumentSection,
  x: number,
  width: number,
  top: number,
  continued: boolean,
): void {
  const out = page(layout);
  out.push({ kind: 'fill', x, y: top, w: width, h: BAND, colour: COLOURS.band });
  const title = `${section.title.toUpperCase()}${continued ? ` ${layout.words.continued}` : ''}`;
  out.push(...textMarks([title], x + PAD, top + 1.2, SIZE.band, { bold: true }));
  let right = x + width - PAD;
  for (const item of [...section.heading].reverse()) {
    if (item.kind !== 'text') continue;
    const valueWidth = Math.max(textWidth(layout.measure, item.value, SIZE.value) + 2, 18);
    out.push(...textMarks([item.value], right - valueWidth + 1, top + 1, SIZE.value));
    const y = top + BAND - 1;
    out.push({
      kind: 'line',
      x1: right - valueWidth,
      y1: y,
      x2: right,
      y2: y,
      colour: COLOURS.line,
      width: 0.35,
    });
    const labelWidth = textWidth(layout.measure, item.label, SIZE.label, true) + 1.5;
    const labelLeft = right - valueWidth - labelWidth;
    out.push(...textMarks([item.label], labelLeft, top + 1.3, SIZE.label, { bold: true }));
    right -= valueWidth + labelWidth + 3;
  }
}

function frame(layout: Layout, x: number, width: number, top: number, bottom: number): void {
  page(layout).push({
    kind: 'frame',
    x,
    y: top,
    w: width,
    h: bottom - top,
    colour: COLOURS.rule,
    width: 0.35,
  });
}

function head(
  layout: Layout,
  p: SectionPlan,
  x: number,
  width: number,
  top: number,
  continued: boolean,
): number {
  if (p.section.title || p.section.heading.length)
    band(layout, p.section, x, width, top, continued);
  const description = continued ? [] : descriptionLines(layout, p.section, width);
  page(layout).push(...textMarks(description, x + PAD, top + BAND + 0.8, SIZE.note));
  return top + (continued ? BAND + 1.2 : p.headHeight);
}

function rowMarks(layout: Layout, row: Placed[], x: number, y: number): void {
  for (const placed of row)
    cellLayout(layout.measure, { ...placed, x: x + placed.x }, y, page(layout));
}

/** A full-width section, continued on the next page between rows when it must be. */
function section(layout: Layout, p: SectionPlan, x: number, width: number): void {
  const first = p.rows[0]?.height ?? 0;
  if (layout.y + p.headHeight + first > layout.bottom) newPage(layout);
  let partTop = layout.y;
  let y = head(layout, p, x, width, partTop, false);
  for (const row of p.rows) {
    if (y + row.height > layout.bottom) {
      frame(layout, x, width, partTop, y);
      newPage(layout);
      partTop = layout.y;
      y = head(layout, p, x, width, partTop, true);
    }
    rowMarks(layout, row.placed, x, y);
    y += row.height;
  }
  y += 0.6;
  frame(layout, x, width, partTop, y);
  layout.y = y;
}

/** Two half sections side by side, each in its frame, as tall as the taller one. */
function pair(layout: Layout, plans: SectionPlan[], x: number, width: number): void {
  const half = width / 2;
  const height = Math.max(...plans.map(planHeight));
  if (layout.y + height > layout.bottom) newPage(layout);
  plans.forEach((p, index) => {
    const left = x + index * half;
    let y = head(layout, p, left, half, layout.y, false);
    for (const row of p.rows) {
      rowMarks(layout, row.placed, left, y);
      y += row.height;
    }
    frame(layout, left, half, layout.y, layout.y + height);
  });
  layout.y += height;
}

/** The whole document laid out on pages of `pageWidth` × `pageHeight` millimetres. */
export function layoutDocument(
  measure: Measure,
  data: DocumentFrame,
  sections: DocumentSection[],
  words: FrameWords,
  pageWidth: number,
  pageHeight: number,
): Mark[][] {
  const layout: Layout = { measure, words, pages: [[]], y: 0, top: 12, bottom: pageHeight - 13 };
  const width = pageWidth - 2 * MARGIN;
  letterhead(layout, data, MARGIN, width);
  for (let index = 0; index < sections.length; index += 1) {
    const current = sections[index];
    if (current.half && sections[index + 1]?.half) {
      const plans = [
        plan(layout, current, width / 2),
        plan(layout, sections[index + 1], width / 2),
      ];
      if (Math.max(...plans.map(planHeight)) <= layout.bottom - layout.top) {
        pair(layout, plans, MARGIN, width);
        index += 1;
        continue;
      }
    }
    section(layout, plan(layout, current, width), MARGIN, width);
  }
  pageMarks(layout, data, pageWidth, pageHeight);
  return layout.pages;
}

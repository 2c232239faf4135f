/**
 * Paints laid-out pages with jsPDF's vector API: what `layout` decided (every text, line, box
 * and picture, with its place, size and colour), in that order, which is the reading order a
 * text extractor or a screen reader follows. No decision is made here.
 */
import type { jsPDF } from 'jspdf';
import { textFont, type FontChoice } from './fonts';
import type { Colour } from './style';

export type Mark =
  | {
      kind: 'text';
      text: string;
      x: number;
      /** The baseline. */
      y: number;
      size: number;
      bold: boolean;
      colour: Colour;
      /** Read by a text extractor, not seen (`[x]` over a drawn check box). */
      invisible?: boolean;
    }
  | { kind: 'frame'; x: number; y: number; w: number; h: number; colour: Colour; width: number }
  | { kind: 'fill'; x: number; y: number; w: number; h: number; colour: Colour }
  | { kind: 'line'; x1: number; y1: number; x2: number; y2: number; colour: Colour; width: number }
  /** A check mark in the box whose top left corner is at x, y. */
  | { kind: 'tick'; x: number; y: number; colour: Colour; width: number }
  | { kind: 'image'; data: string; x: number; y: number; w: number; h: number };

const rgb = (colour: Colour): [number, number, number] =>
  typeof colour === 'number' ? [colour, colour, colour] : colour;

function pen(doc: jsPDF, colour: Colour, width: number): void {
  doc.setDrawColor(...rgb(colour));
  doc.setLineWidth(width);
}

function paintMark(doc: jsPDF, fonts: FontChoice, mark: Mark): void {
  switch (mark.kind) {
    case 'text': {
      const { family, style } = textFont(fonts, mark.text, mark.bold);
      doc.setFont(family, style);
      doc.setFontSize(mark.size);
      doc.setTextColor(...rgb(mark.colour));
      const options = mark.invisible ? { renderingMode: 'invisible' as const } : undefined;
      doc.text(mark.text, mark.x, mark.y, options);
      return;
    }
    case 'frame':
      pen(doc, mark.colour, mark.width);
      doc.rect(mark.x, mark.y, mark.w, mark.h);
      return;
    case 'fill':
      doc.setFillColor(...rgb(mark.colour));
      doc.rect(mark.x, mark.y, mark.w, mark.h, 'F');
      return;
    case 'line':
      pen(doc, mark.colour, mark.width);
      doc.line(mark.x1, mark.y1, mark.x2, mark.y2);
      return;
    case 'tick':
      pen(doc, mark.colour, mark.width);
      doc.lines(
        [
          [0.8, 0.9],
          [1.6, -2],
        ],
        mark.x + 0.6,
        mark.y + 1.6,
      );
      return;
    case 'image':
      doc.addImage(mark.data, 'PNG', mark.x, mark.y, mark.w, mark.h);
  }
}

/** Paints each page's marks into `doc` (its first page is empty). */
export function paint(doc: jsPDF, fonts: FontChoice, pages: Mark[][]): void {
  pages.forEach((marks, index) => {
    if (index > 0) doc.addPage();
    for (const mark of marks) paintMark(doc, fonts, mark);
  });
}

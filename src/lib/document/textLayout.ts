/**
 * Text measured for the layout: widths in the font a text will be painted in, lines wrapped to
 * a width, and the marks that paint them. Wrapping is jsPDF's `splitTextToSize`, except for
 * what it gets wrong (jsPDF #3644): a word wider than the line (an e-mail, an NPI, a URL) is
 * cut where it must and starts its own line, instead of being glued to the words before it.
 */
import type { jsPDF } from 'jspdf';
import { textFont, type FontChoice } from './fonts';
import type { Mark } from './paint';
import { LINE, type Colour } from './style';

export interface Measure {
  doc: jsPDF;
  fonts: FontChoice;
}

function setFont({ doc, fonts }: Measure, text: string, size: number, bold: boolean): void {
  const { family, style } = textFont(fonts, text, bold);
  doc.setFont(family, style);
  doc.setFontSize(size);
}

export function textWidth(measure: Measure, text: string, size: number, bold = false): number {
  setFont(measure, text, size, bold);
  return measure.doc.getTextWidth(text);
}

/** A word wider than `width` in pieces that each fill a line (the last one what is left). */
function piecesOf(measure: Measure, word: string, width: number): string[] {
  const fits = (candidate: string) => measure.doc.getTextWidth(candidate) <= width;
  const pieces: string[] = [];
  let rest = word;
  while (!fits(rest) && rest.length > 1) {
    let cut = rest.length - 1;
    while (cut > 1 && !fits(rest.slice(0, cut))) cut -= 1;
    pieces.push(rest.slice(0, cut));
    rest = rest.slice(cut);
  }
  return [...pieces, rest];
}

/** Lines of `text` no wider than `width`; a word longer than a line is broken where it must. */
export function wrap(
  measure: Measure,
  text: string,
  width: number,
  size: number,
  bold = false,
): string[] {
  setFont(measure, text, size, bold);
  return text.split('\n').flatMap((paragraph) => {
    if (paragraph === '') return [''];
    // Each piece but the last fills a line, so splitTextToSize keeps it alone on its line.
    const words = paragraph.split(/ +/).flatMap((word) => piecesOf(measure, word, width));
    return measure.doc.splitTextToSize(words.join(' '), width) as string[];
  });
}

/** Marks painting `lines` from `top` down, one line of `size` after the other. */
export function textMarks(
  lines: string[],
  x: number,
  top: number,
  size: number,
  { bold = false, colour = 0 }: { bold?: boolean; colour?: Colour } = {},
): Mark[] {
  return lines.map((text, index) => ({
    kind: 'text',
    text,
    x,
    y: top + LINE(size) * (index + 0.78),
    size,
    bold,
    colour,
  }));
}

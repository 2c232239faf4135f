/** The document's measures (millimetres) and colours, shared by its layout and its painting. */

/** Millimetres per typographic point. */
const PT = 25.4 / 72;
export const MARGIN = 12;
export const SIZE = {
  label: 7.5,
  value: 8.5,
  band: 8,
  note: 7.5,
  header: 8,
  company: 14,
  title: 11,
};
/** The height of a line of text of `size` points. */
export const LINE = (size: number) => size * PT * 1.3;
export const PAD = 1.6;
export const BAND = 5.6;
export const BOX = 3;
/** The box a picture (a drawn signature) is printed in. */
export const IMAGE = { width: 70, height: 22 };

export type Rgb = [number, number, number];
/** A grey level (0 black, 255 white) or a colour. */
export type Colour = number | Rgb;
export const COLOURS: Record<'rule' | 'band' | 'line' | 'brand', Rgb> = {
  rule: [60, 72, 88],
  band: [233, 237, 242],
  line: [150, 160, 170],
  brand: [11, 60, 110],
};

/**
 * The document's model: sections of cells, what `formDocument.ts` reads from the form and the
 * layout places on pages. No widget here: a cell is a kind of drawing (text on a line, a check
 * box, a picture in a box, a note, a group of cells), and print forms choose among them.
 */

export type Cell =
  | { kind: 'text'; label: string; value: string; suffix?: string; span: number }
  | { kind: 'check'; label: string; checked: boolean; span: number }
  /** A picture (a PNG data URL) in a box under its label; `emptyText` in the box without one. */
  | { kind: 'image'; label: string; image?: string; emptyText: string; span: number }
  | { kind: 'note'; text: string; span: number }
  | { kind: 'group'; label: string; columns: number; cells: Cell[]; span: number };

export interface DocumentSection {
  title: string;
  description?: string;
  /** Fields shown on the heading line (the Dx Code boxes). */
  heading: Cell[];
  columns: number;
  half: boolean;
  cells: Cell[];
}

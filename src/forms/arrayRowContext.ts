import { createContext } from 'react';

/** The array row being drawn: an object row titles itself "<item title> <number>". */
export interface ArrayRow {
  /** Input id of the row's value, e.g. `root_extraItems_1`. */
  id: string;
  /** 1-based, as people count. */
  number: number;
}

export const ArrayRowContext = createContext<ArrayRow | null>(null);

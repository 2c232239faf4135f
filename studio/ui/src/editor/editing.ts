/** What every part of the editor shares: the form, its Spanish, and how to make an edit. */
import { createContext, useContext } from 'react';
import type { StudioEdit } from '../../../model';
import type { CheckMessage } from '../api';
import type { Selection } from './outline';

export interface Editing {
  formId: string;
  /** es.json's entries: text key → its English and Spanish. */
  spanish: Record<string, { en?: string; es?: string }>;
  /** Keys of the texts whose Spanish is missing or was written for an older English. */
  missing: Set<string>;
  /** The checker's messages about this form. */
  messages: CheckMessage[];
  /** Applies one edit; edits with the same `merge` key in a row are one undo step. */
  run(edit: StudioEdit, merge?: string): boolean;
  select(selection: Selection, focusText?: string): void;
}

export const EditingContext = createContext<Editing | null>(null);

export function useEditing(): Editing {
  const editing = useContext(EditingContext);
  if (!editing) throw new Error('useEditing outside the editor');
  return editing;
}

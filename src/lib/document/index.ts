/**
 * A form's document (its PDF), drawn from the form's data: `makeFormPdf` loads the drawing code
 * and jsPDF on first use; the pages fetch them ahead, in idle time once the person starts
 * filling the form in, so that Send never waits for a download.
 */
import type { DocumentFrame } from './frameLayout';
import type { FormDocumentData } from './formDocument';
import type { Locale } from '../../../contract/languages';
import { prefetchAfterFirstInput, prefetchWhenIdle } from '../prefetch';

export type { DocumentFrame } from './frameLayout';
export type { Cell } from './cells';
export type { PrintField, PrintForm, PrintForms } from './printForms';
export { formatIsoDate, printedTime, usDate } from './isoDate';
export { savePdf } from './savePdf';

export interface FormPdf {
  /** The PDF, plain base64 (no `data:` prefix). */
  base64: string;
  blob: Blob;
  pageCount: number;
  bytes: number;
}

export interface DocumentInput extends FormDocumentData {
  frame: DocumentFrame;
  /** forms.json's `paper`: A4 unless a form says US Letter. */
  paper?: 'a4' | 'letter';
  /** The document's language, the language of `words` (English when not given). */
  language?: Locale;
  /** The reference only: viewers show these and mail systems index them. */
  properties: { title: string; subject?: string; creator?: string };
}

const loadCode = () => import('./makePdf');

export async function makeFormPdf(input: DocumentInput): Promise<FormPdf> {
  return (await loadCode()).makePdf(input);
}

/** Fetches the document code in idle time. */
export function prefetchDocumentCode(): void {
  prefetchWhenIdle(loadCode);
}

/**
 * Fetches the document code in idle time after the person's first input on the page: the
 * first screen downloads nothing of it, and it is there long before the form can be sent.
 * Returns a function that stops waiting (an effect's cleanup).
 */
export function prefetchDocumentCodeOnInput(): () => void {
  return prefetchAfterFirstInput(loadCode);
}

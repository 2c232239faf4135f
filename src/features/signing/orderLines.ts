/**
 * The order's values as lines a person reads: the supplier's document model itself
 * (`documentSections`, the form's schema, its ui.json in the page's language and the widgets'
 * print forms), so every label, choice title and date reads as on the PDF, conditional fields
 * included, with no code per form. Empty values, unticked boxes, pictures and fixed notes are
 * left out: the lines say what was filled in.
 */
import { formFileLoaders } from 'virtual:rx-form-files';
import type { Locale } from '../../../contract/languages';
import { formRegistry } from '../../forms';
import type { Cell } from '../../lib/document';
import { documentSections, type DocumentWords } from '../../lib/document/formDocument';
import { translateForm } from '../../lib/i18n/translateForm';

export interface OrderLine {
  label: string;
  value: string;
}

export interface OrderSection {
  title: string;
  lines: OrderLine[];
}

const joinLabels = (outer: string, inner: string) =>
  outer && inner ? `${outer}: ${inner}` : outer || inner;

type CheckCell = Extract<Cell, { kind: 'check' }>;
const isCheck = (cell: Cell): cell is CheckCell => cell.kind === 'check';

/** What one cell of the document says, as lines (a group's cells under its label). */
function cellLines(cell: Cell, words: DocumentWords): OrderLine[] {
  switch (cell.kind) {
    case 'text': {
      const value = [cell.value, cell.value && cell.suffix].filter(Boolean).join(' ');
      return value ? [{ label: cell.label, value }] : [];
    }
    case 'check':
      return cell.checked ? [{ label: cell.label, value: words.document.yes }] : [];
    case 'group': {
      // A list of check boxes (a multiple choice) reads as one line of what was ticked.
      if (cell.cells.every(isCheck)) {
        const ticked = cell.cells.filter((inner) => inner.checked);
        const value = ticked.map((inner) => inner.label).join(', ');
        return value ? [{ label: cell.label, value }] : [];
      }
      return cell.cells
        .flatMap((inner) => cellLines(inner, words))
        .map((line) => ({ ...line, label: joinLabels(cell.label, line.label) }));
    }
    case 'image':
    case 'note':
      return [];
  }
}

export async function orderSections(
  formId: string,
  values: Record<string, unknown>,
  language: Locale,
  words: DocumentWords,
): Promise<OrderSection[]> {
  const files = formFileLoaders[formId];
  if (!files) return [];
  const [schema, ui] = (await Promise.all([files.schema(), files.ui()])) as [
    Record<string, unknown>,
    Record<string, unknown>,
  ];
  const uiSchema = language === 'en' ? ui : await translateForm(formId, schema, ui, language);
  return documentSections({
    schema,
    uiSchema,
    values,
    words,
    printForms: formRegistry.printForms,
  })
    .map((section) => ({
      title: section.title,
      lines: [...section.heading, ...section.cells].flatMap((cell) => cellLines(cell, words)),
    }))
    .filter((section) => section.lines.length > 0);
}

/** The document code and jsPDF, loaded together when a document is first needed (index.ts). */
import { jsPDF } from 'jspdf';
import { layoutDocument } from './pageLayout';
import { paint } from './paint';
import { binaryString, fontsFor } from './fonts';
import { documentSections, type Cell } from './formDocument';
import type { DocumentInput, FormPdf } from './index';
import type { Locale } from '../../../contract/languages';
import { englishWords } from '../i18n/words';

/**
 * The PDF's language (its `/Lang`), for screen readers. jsPDF knows no `es-US` and silently
 * ignores a tag it does not list, so Spanish is plain `es`.
 */
const LANGUAGE_TAGS: Record<Locale, Parameters<jsPDF['setLanguage']>[0]> = {
  en: 'en-US',
  es: 'es',
};

function texts(cells: Cell[]): string[] {
  return cells.flatMap((cell) => {
    if (cell.kind === 'group') return [cell.label, ...texts(cell.cells)];
    if (cell.kind === 'note') return [cell.text];
    if (cell.kind === 'text') return [cell.label, cell.value, cell.suffix ?? ''];
    return [cell.label];
  });
}

export async function makePdf(input: DocumentInput): Promise<FormPdf> {
  const sections = documentSections(input);
  const doc = new jsPDF({ unit: 'mm', format: input.paper ?? 'a4', compress: true });
  const fonts = await fontsFor(doc, [
    input.frame.header.left,
    input.frame.header.right ?? '',
    ...sections.flatMap((section) => [
      section.title,
      section.description ?? '',
      ...texts(section.heading),
      ...texts(section.cells),
    ]),
  ]);
  const words = (input.words ?? englishWords).document;
  const { pageSize } = doc.internal;
  const measure = { doc, fonts };
  const pages = layoutDocument(
    measure,
    input.frame,
    sections,
    words,
    pageSize.getWidth(),
    pageSize.getHeight(),
  );
  paint(doc, fonts, pages);
  // Titles only: viewers show these and mail systems index them, so never patient data.
  doc.setProperties(input.properties);
  doc.setLanguage(LANGUAGE_TAGS[input.language ?? 'en']);
  doc.viewerPreferences({ DisplayDocTitle: true });
  const bytes = new Uint8Array(doc.output('arraybuffer'));
  return {
    base64: btoa(binaryString(bytes)),
    blob: new Blob([bytes], { type: 'application/pdf' }),
    pageCount: doc.getNumberOfPages(),
    bytes: bytes.length,
  };
}

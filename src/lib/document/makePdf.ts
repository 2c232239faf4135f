/** The document code and jsPDF, loaded together when a document is first needed (index.ts). */
import { jsPDF } from 'jspdf';
import { drawDocument } from './drawDocument';
import { binaryString, fontsFor } from './fonts';
import { documentSections, type Cell } from './formDocument';
import type { DocumentInput, FormPdf } from './index';

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
  drawDocument(doc, fonts, input.frame, sections);
  // Titles only: viewers show these and mail systems index them, so never patient data.
  doc.setProperties(input.properties);
  doc.setLanguage((input.language ?? 'en-US') as Parameters<typeof doc.setLanguage>[0]);
  doc.viewerPreferences({ DisplayDocTitle: true });
  const bytes = new Uint8Array(doc.output('arraybuffer'));
  return {
    base64: btoa(binaryString(bytes)),
    blob: new Blob([bytes], { type: 'application/pdf' }),
    pageCount: doc.getNumberOfPages(),
    bytes: bytes.length,
  };
}

import type { FormPdf } from './index';

/** Offers the PDF as a download named `fileName`. */
export function savePdf(pdf: Pick<FormPdf, 'blob'>, fileName: string): void {
  const url = URL.createObjectURL(pdf.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

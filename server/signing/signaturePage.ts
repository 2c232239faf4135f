/**
 * The signed order's PDF: the document the practitioner reviewed, unchanged (its SHA-256 is in
 * the audit trail), followed by one page with the signature and the audit trail. The server
 * draws that page, since only it knows the facts it states (times, the signer's IP and browser).
 */
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { SignedByLink } from '../../contract/signing';
import { PageFonts } from './pageFonts';

const MARGIN = 56;
const SIZE = 10;
const LEADING = 15;

class PageWriter {
  private y: number;

  constructor(
    private readonly page: PDFPage,
    private readonly fonts: PageFonts,
  ) {
    this.y = page.getHeight() - MARGIN;
  }

  async line(line: string, options: { bold?: boolean; size?: number } = {}): Promise<void> {
    const { font, text } = await this.fonts.printable(line, options.bold ? 'bold' : 'regular');
    const size = options.size ?? SIZE;
    const width = this.page.getWidth() - 2 * MARGIN;
    for (const part of wrap(text, font, size, width)) {
      this.page.drawText(part, { x: MARGIN, y: this.y, size, font, color: rgb(0, 0, 0) });
      this.y -= size + (LEADING - SIZE);
    }
  }

  gap(points = LEADING / 2): void {
    this.y -= points;
  }

  async image(pdf: PDFDocument, dataUrl: string): Promise<void> {
    const png = await pdf.embedPng(Buffer.from(dataUrl.split(',')[1], 'base64'));
    const scaled = png.scaleToFit(240, 90);
    this.y -= scaled.height;
    this.page.drawImage(png, { x: MARGIN, y: this.y, ...scaled });
    this.gap();
  }
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    const candidate = current ? `${current} ${word}` : word;
    if (current && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(current);
      current = word;
    } else current = candidate;
  }
  return [...lines, current];
}

/** The audit trail as the page and the supplier's e-mail state it, one line per fact. */
export function auditLines({ audit }: SignedByLink): string[] {
  const sentTo = audit.sentTo.map(({ channel, to }) =>
    channel === 'text' ? `text message to ${to}` : `e-mail to ${to}`,
  );
  return [
    `Prepared by: ${audit.preparedBy}, ${audit.preparedAt}`,
    `Sent for signature: ${sentTo.join(' and ')}`,
    `Opened: ${audit.openedAt}`,
    `Signed: ${audit.signedAt}, from IP ${audit.signerIp}, browser ${audit.signerBrowser}`,
    `SHA-256 of the signed document: ${audit.documentSha256}`,
  ];
}

/** Appends the signature page to the reviewed document; returns the new PDF. */
export async function appendSignaturePage(
  document: Buffer,
  reference: string,
  signed: SignedByLink,
): Promise<Buffer> {
  const pdf = await PDFDocument.load(document);
  const last = pdf.getPage(pdf.getPageCount() - 1);
  const page = pdf.addPage([last.getWidth(), last.getHeight()]);
  const writer = new PageWriter(page, new PageFonts(pdf));
  const { signature } = signed;
  await writer.line(`Order ${reference}: practitioner's signature and audit trail`, {
    bold: true,
    size: 13,
  });
  writer.gap();
  await writer.line(`${signature.attestation}.`);
  writer.gap();
  if (signature.image) await writer.image(pdf, signature.image);
  await writer.line(
    `Electronically signed by ${signature.name}${signature.npi ? `, NPI ${signature.npi}` : ''} (${signature.method === 'drawn' ? 'drawn signature above' : 'typed name'}), ${signed.audit.signedAt}`,
    { bold: true },
  );
  writer.gap(LEADING);
  await writer.line('Audit trail', { bold: true });
  for (const line of auditLines(signed)) await writer.line(line);
  return Buffer.from(await pdf.save());
}

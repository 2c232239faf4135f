/** Orders sent for signature, and what tests read back: links, PDFs' text, records. */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import PostalMime, { type Email } from 'postal-mime';
import type { OrderRequest } from '../../contract/api';
import type { SigningChoice } from '../../contract/signing';
import { orderBody, orderValues, pngAttachment } from './fixtures';

/** A one-page PDF with real text, as the page draws an order. */
export async function orderPdf(text = 'Order Rx Form: Maria Gonzalez'): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  page.drawText(text, {
    x: 50,
    y: 780,
    size: 12,
    font: await pdf.embedFont(StandardFonts.Helvetica),
  });
  return Buffer.from(await pdf.save());
}

export const signingChoice = (overrides: Partial<SigningChoice> = {}): SigningChoice => ({
  preparedBy: 'Dana Reyes',
  practitionerName: 'Dr Ann Smith',
  practitionerNpi: '1234567893',
  mobile: '15550100123',
  email: 'dr.smith@clinic.org',
  patientMessage: { number: '15551234567', text: 'Task Supply received your order.' },
  ...overrides,
});

/** An order body sent to the practitioner to sign. */
export async function signingOrderBody(choice: Partial<SigningChoice> = {}): Promise<OrderRequest> {
  return orderBody([pngAttachment()], {
    order_values: orderValues({ orfFooterDr: 'Dr Ann Smith', orfFooterNpi: '1234567893' }),
    order_form_data: (await orderPdf()).toString('base64'),
    signing: signingChoice(choice),
  });
}

/** The token of the first signing link in a text (after `/sign#`). */
export function tokenIn(text: string): string | undefined {
  return /\/sign#([A-Za-z0-9_-]+)/.exec(text)?.[1];
}

export function pdfText(pdf: Buffer): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pdf-text-')), 'doc.pdf');
  fs.writeFileSync(file, pdf);
  try {
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  } finally {
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
}

export const parseMail = (raw: Buffer): Promise<Email> => PostalMime.parse(raw);

export const attachmentBytes = (mail: Email, index: number) =>
  Buffer.from(mail.attachments[index].content as ArrayBuffer);

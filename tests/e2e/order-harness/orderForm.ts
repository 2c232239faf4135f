/** Filling in the Order Rx form and checking the PDFs it produces, for the order e2e specs. */
import { expect, type Locator, type Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { appDrawn } from '../support/app';

export const field = (page: Page, key: string): Locator => page.locator(`[id$="_${key}"]`);
export const sendButton = (page: Page): Locator =>
  page.getByRole('button', { name: 'Send', exact: true });
export const fileInput = (page: Page): Locator => page.locator('input[type="file"]');

export const patient = {
  name: 'Jane Q. Roe',
  phoneDigits: '5550100123',
  phone: '(555) 010-0123',
};

/** Opens the order form and waits for the app (first-screen.spec.ts types before it). */
export async function openOrderForm(page: Page): Promise<void> {
  await page.goto('/order-rx-form');
  await appDrawn(page);
  await expect(field(page, 'orfPatientName')).toBeVisible();
}

/** Name and phone (the required pair), plus values in most kinds of control. */
export async function fillOrder(page: Page): Promise<void> {
  await field(page, 'orfReferalName').fill('Dr. Alan Smith');
  await field(page, 'orfPatientName').fill(patient.name);
  await field(page, 'orfPhone').pressSequentially(patient.phoneDigits);
  await field(page, 'orfDob').pressSequentially('04231950');
  await field(page, 'orfPatientAddress').fill('12 Elm Street, Springfield, IL 62701');
  await field(page, 'orfInsuranceName').fill('Medicare Part B');
  await field(page, 'orfIncontinenceProductsFieldsDc').check();
  await field(page, 'orfInputFormIPQTY0').fill('120');
  await field(page, 'orfMobilityAddonsHDWC').check();
  await field(page, 'orfBedMattressesBathSafetyFieldsSCR').check();
  await field(page, 'orfEdemaFieldsCS').check();
  await field(page, 'orfInputFormEQTY0').fill('3');
  await field(page, 'orfFooterDr').fill('Alan Smith, MD');
  await expect(sendButton(page)).toBeEnabled();
}

/** Draws a zigzag across the signature pad with the mouse: pointer down, moves, pointer up. */
export async function drawSignature(page: Page): Promise<void> {
  const pad = field(page, 'orfSignature');
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  const at = (fx: number, fy: number) => [box.x + box.width * fx, box.y + box.height * fy] as const;
  await page.mouse.move(...at(0.1, 0.6));
  await page.mouse.down();
  for (const [fx, fy] of [
    [0.2, 0.3],
    [0.3, 0.7],
    [0.45, 0.25],
    [0.6, 0.75],
    [0.75, 0.3],
    [0.9, 0.55],
  ]) {
    await page.mouse.move(...at(fx, fy), { steps: 6 });
  }
  await page.mouse.up();
}

/** A4 in PDF points (210 × 297 mm). */
export const A4 = { width: 595.28, height: 841.89 };

/** Parses a PDF and checks that every page is A4 portrait; returns it. */
export async function expectA4Pdf(bytes: Uint8Array): Promise<PDFDocument> {
  expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
  const pdf = await PDFDocument.load(bytes);
  expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
  for (const page of pdf.getPages()) {
    const { width, height } = page.getSize();
    expect(Math.abs(width - A4.width)).toBeLessThanOrEqual(1);
    expect(Math.abs(height - A4.height)).toBeLessThanOrEqual(1);
  }
  return pdf;
}

/** A real 1 × 1 PNG, so a server that checks bytes against the type accepts it. */
export const pngBytes = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A minimal PDF file (not the form's): enough to be recognised as a PDF by its bytes. */
export const pdfBytes = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n' +
    '2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

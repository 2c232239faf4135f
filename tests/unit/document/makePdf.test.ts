import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import orderSchema from '../../../schemas/order-rx/schema.json';
import orderUi from '../../../schemas/order-rx/ui.json';
import { defaultConfig } from '../../../contract/config';
import { makePdf } from '../../../src/lib/document/makePdf';
import type { DocumentInput, PrintForm } from '../../../src/lib/document';
import { formRegistry } from '../../../src/forms/registry';

const { printForms } = formRegistry;

const work = mkdtempSync(path.join(tmpdir(), 'rx-document-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The PDF as poppler reads it: its text (`-layout`), its page size and fonts. */
async function read(input: DocumentInput) {
  const pdf = await makePdf(input);
  const file = path.join(work, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, Buffer.from(pdf.base64, 'base64'));
  const run = (tool: string, ...args: string[]) =>
    execFileSync(tool, [...args, file, ...(tool === 'pdftotext' ? ['-'] : [])], {
      encoding: 'utf8',
    });
  return { pdf, text: run('pdftotext', '-layout'), info: run('pdfinfo'), fonts: run('pdffonts') };
}

const frame = {
  title: 'Order Rx Form',
  company: defaultConfig.company,
  header: { left: 'Order RX-7K3M9QXA - 11/23/2026 14:05 UTC', right: 'Not signed' },
};

const LONG_ADDRESS = Array.from(
  { length: 34 },
  (_, i) => `Unit${String(i).padStart(2, '0')}-x`,
).join(' ');

describe('a document drawn from the form files', { timeout: 20_000 }, () => {
  it('reads as the order form, section by section, with values and ticked boxes', async () => {
    const { text, info, fonts, pdf } = await read({
      schema: orderSchema,
      uiSchema: orderUi,
      values: {
        orfPatientName: 'Jane Q. Roe',
        orfPhone: '(555) 010-0123',
        orfDob: '1950-04-23',
        orfIncontinenceProductsFieldsDc: true,
        orfInputFormIPQTY0: 120,
        orfIncontinenceProductsTitleDxCode: 'N39.498',
      },
      printForms,
      frame,
      properties: { title: 'Order Rx RX-7K3M9QXA' },
    });
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('Patient Name Jane Q. Roe');
    expect(flat).toContain('Date of Birth 04/23/1950');
    expect(flat).toMatch(/\[x\] Disposable Chux 120 max 300/);
    expect(flat).toContain('[ ] Diapers');
    expect(flat).toContain('Dx Code N39.498');
    const order = [
      'REFERRAL',
      'PATIENT INFORMATION',
      'INCONTINENCE PRODUCTS',
      'ORTHOTICS',
      'CERTIFICATION',
    ];
    const at = order.map((title) => flat.indexOf(title));
    expect(at.every((position) => position >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(flat).toMatch(new RegExp(`Page 1 of ${pdf.pageCount}`));
    expect(flat).toContain('Order RX-7K3M9QXA - 11/23/2026 14:05 UTC');
    expect(info).toMatch(/Title:\s+Order Rx RX-7K3M9QXA/);
    expect(info).toMatch(/Page size:\s+595.28 x 841.89 pts \(A4\)/);
    expect(fonts).not.toMatch(/\byes\b/);
  });

  it('wraps a 300-character value inside its box, on US Letter when the form says so', async () => {
    expect(LONG_ADDRESS.length).toBeGreaterThanOrEqual(300);
    const { text, info } = await read({
      schema: {
        type: 'object',
        properties: {
          address: { type: 'string', title: 'Address' },
          agreed: { type: 'boolean', title: 'Agreed' },
        },
      },
      uiSchema: {},
      values: { address: LONG_ADDRESS, agreed: true },
      printForms,
      frame: { ...frame, title: 'Delivery' },
      paper: 'letter',
      properties: { title: 'Delivery' },
    });
    const words = text.split(/\s+/);
    for (let i = 0; i < 34; i += 1) expect(words).toContain(`Unit${String(i).padStart(2, '0')}-x`);
    expect(text).toMatch(/\[x\] Agreed/);
    expect(info).toMatch(/Page size:\s+612 x 792 pts \(letter\)/);
  });

  it('draws a new widget as its own print form says, with nothing in the document code', async () => {
    // What a widget folder (src/forms/widgets/stars/print.ts) would declare, and the registry
    // would list beside the widget's screen component.
    const starsPrint: PrintForm = ({ label, value, span }) => [
      { kind: 'text', label, value: `${String(value)} of 5 stars`, span },
      { kind: 'check', label: 'Would recommend', checked: Number(value) >= 4, span },
    ];
    const { text } = await read({
      schema: { type: 'object', properties: { rating: { type: 'integer', title: 'Rating' } } },
      uiSchema: { rating: { 'ui:widget': 'stars' } },
      values: { rating: 4 },
      printForms: { ...printForms, widgets: { ...printForms.widgets, stars: starsPrint } },
      frame: { ...frame, title: 'Survey' },
      properties: { title: 'Survey' },
    });
    expect(text).toMatch(/Rating\s+4 of 5 stars/);
    expect(text).toMatch(/\[x\] Would recommend/);
  });
});

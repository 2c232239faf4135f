import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { RJSFSchema } from '@rjsf/utils';
import consentSchema from '../../../schemas/consent/schema.json';
import consentUi from '../../../schemas/consent/ui.json';
import { defaultConfig } from '../../../contract/config';
import { makePdf } from '../../../src/lib/document/makePdf';
import { formPdfInput } from '../../../src/forms/formPdfInput';
import { loadWords } from '../../../src/lib/i18n/loadWords';

const work = mkdtempSync(path.join(tmpdir(), 'rx-page-pdf-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const company = { ...defaultConfig.company, name: 'Acme Medical', website: 'https://acme.test' };

const request = {
  schema: consentSchema as RJSFSchema,
  uiSchema: consentUi,
  values: { name: 'Jane', lastName: 'Roe', consent: true },
  company,
  title: 'Text Message Consent',
  header: { left: 'Recorded 11/26/2026 10:00 UTC' },
};

/** The PDF the document code draws from `formPdfInput(…)`, as poppler reads it. */
async function read(input: ReturnType<typeof formPdfInput>) {
  const file = path.join(work, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, Buffer.from((await makePdf(input)).base64, 'base64'));
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  return { text: text.replace(/\s+/g, ' '), info };
}

describe("a page's PDF, from the one input builder", { timeout: 20_000 }, () => {
  it("fills the company into the form's texts, frames the pages and names the creator", async () => {
    const { text, info } = await read(formPdfInput(request));
    expect(text).toContain('automated text messages from Acme Medical about my orders');
    expect(text).toContain('Recorded 11/26/2026 10:00 UTC');
    expect(text).toContain('Name Jane');
    expect(info).toMatch(/Title:\s+Text Message Consent/);
    expect(info).toMatch(/Creator:\s+Acme Medical/);
    expect(info).toMatch(/Page size:\s+595.28 x 841.89 pts \(A4\)/);
  });

  it("takes the page's paper, its file properties and the reader's language", async () => {
    const words = (await loadWords('es'))!;
    const { text, info } = await read(
      formPdfInput({
        ...request,
        paper: 'letter',
        properties: { title: 'Consent RX-1', creator: 'Rx Forms' },
        reader: { language: 'es', words },
      }),
    );
    expect(text).toMatch(/Página 1 de \d/);
    expect(info).toMatch(/Title:\s+Consent RX-1/);
    expect(info).toMatch(/Creator:\s+Rx Forms/);
    expect(info).toMatch(/Page size:\s+612 x 792 pts \(letter\)/);
  });
});

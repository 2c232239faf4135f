/**
 * Files on the order form (issue 38): a chosen file is checked by its content at once, against
 * the contract's signatures, and one whose content is not of its type is not kept and is named
 * with the reason, in English and Spanish. Real browser, the project's own server.
 */
import { expect, test, type Page } from '@playwright/test';
import { fileInput, openOrderForm, pdfBytes } from './order-harness/orderForm';
import { appDrawn } from './support/app';
import { axeViolations } from './support/axe';

/** The first bytes of a Linux program (ELF) and of a Windows one (MZ), named as documents. */
const programs = {
  elf: {
    name: 'rx-scan.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(64)]),
  },
  mz: {
    name: 'chart-notes.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(64)]),
  },
};
const realPdf = { name: 'referral.pdf', mimeType: 'application/pdf', buffer: pdfBytes };

const rejected = (page: Page) => page.locator('.rx-attachments__rejected');
const uploaded = (page: Page) => page.locator('.rx-attachments__list li');

test('a program named rx-scan.pdf is refused when chosen, and the page names it and says why', async ({
  page,
}) => {
  await openOrderForm(page);
  await fileInput(page).setInputFiles([programs.elf, realPdf, programs.mz]);
  await expect(rejected(page)).toContainText('These files were not added:');
  await expect(rejected(page).getByRole('listitem')).toHaveText([
    'rx-scan.pdf: its content is not a PDF file',
    'chart-notes.docx: its content is not a DOCX file',
  ]);
  await expect(uploaded(page)).toHaveCount(1);
  await expect(uploaded(page)).toContainText('referral.pdf');
  await page.locator('.rx-attachments').screenshot({ path: test.info().outputPath('refused.png') });
  expect(await axeViolations(page, { include: '.rx-attachments' })).toEqual([]);
});

test('in Spanish the refusal is in Spanish', async ({ page }) => {
  await page.goto('/order-rx-form?lang=es');
  await appDrawn(page);
  await fileInput(page).setInputFiles(programs.elf);
  await expect(rejected(page)).toContainText('No se añadió este archivo:');
  await expect(rejected(page)).toContainText('rx-scan.pdf: su contenido no es un archivo PDF');
  await expect(page.getByText('No se seleccionaron archivos.')).toBeVisible();
});

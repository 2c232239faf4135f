/**
 * Files on the order form (issue 38): a chosen file is checked by its content at once, against
 * the contract's signatures, and one whose content is not of its type is not kept and is named
 * with the reason, in English and Spanish. What the server still refuses at Send is named (the
 * field or the file, and why) until dismissed. Real browser, the project's own server.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  field,
  fileInput,
  openOrderForm,
  patient,
  pdfBytes,
  pngBytes,
  sendButton,
} from './order-harness/orderForm';
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
  await expect(page.locator('.rx-send-note')).toHaveText(
    'Al enviar este pedido, el teléfono del paciente recibirá un mensaje de texto que confirma el envío.',
  );
});

const refusal = (page: Page) => page.getByRole('alert').filter({ hasText: 'was not sent' });
const isOrderSend = (url: string) => url.endsWith('/send_email_order_rx_form');

async function fillNameAndPhone(page: Page) {
  await field(page, 'orfPatientName').fill(patient.name);
  await field(page, 'orfPhone').pressSequentially(patient.phoneDigits);
  await expect(sendButton(page)).toBeEnabled();
}

test('a file the server refuses at Send is named with the reason, until dismissed', async ({
  page,
}) => {
  await openOrderForm(page);
  await fillNameAndPhone(page);
  // PNG bytes under a .pdf name that the browser calls image/png: the page keeps it (its
  // content is a PNG), the server refuses a name that does not match the declared type.
  await fileInput(page).setInputFiles({
    name: 'scan.pdf',
    mimeType: 'image/png',
    buffer: pngBytes,
  });
  await expect(uploaded(page)).toContainText('scan.pdf');
  const answer = page.waitForResponse((r) => isOrderSend(r.url()));
  await sendButton(page).click();
  expect((await answer).status()).toBe(400);

  await expect(refusal(page)).toContainText('The order was not sent. Please correct:');
  await expect(refusal(page).getByRole('listitem')).toHaveText(
    'File scan.pdf: the name ends in .pdf but the file is declared as image/png (.png)',
  );
  await expect(page.getByText('Error to send the form')).toHaveCount(0);
  // Not a 4 s toast: still there well after.
  await page.waitForTimeout(5_000);
  await expect(refusal(page)).toBeVisible();
  await expect(field(page, 'orfPatientName')).toHaveValue(patient.name);
  await expect(uploaded(page)).toHaveCount(1);
  await page.locator('.rx-refusal').screenshot({ path: test.info().outputPath('refusal.png') });
  expect(await axeViolations(page)).toEqual([]);

  await refusal(page).getByRole('button', { name: 'Dismiss' }).click();
  await expect(refusal(page)).toHaveCount(0);
  await expect(sendButton(page)).toBeFocused();
});

test('a value the server refuses at Send is named as a link to its field', async ({ page }) => {
  await openOrderForm(page);
  await fillNameAndPhone(page);
  // A value this page would not send (a wrong NPI check digit), put into the request on its
  // way, so that the real server's own answer is what the page reads.
  await page.route('**/send_email_order_rx_form', async (route) => {
    const body = route.request().postDataJSON() as { order_values: Record<string, unknown> };
    body.order_values.orfFooterNpi = '1234567890';
    await route.continue({ postData: JSON.stringify(body) });
  });
  await sendButton(page).click();
  const item = refusal(page).getByRole('listitem');
  await expect(item).toHaveText(/^Prescriber NPI: /);
  await item.getByRole('link', { name: 'Prescriber NPI' }).click();
  await expect(field(page, 'orfFooterNpi')).toBeFocused();
  await expect(refusal(page)).toBeVisible();
});

test('a draft restored after a reload names the files to attach again', async ({ page }) => {
  await openOrderForm(page);
  await field(page, 'orfPatientName').fill(patient.name);
  const scan = { name: 'rx-scan.png', mimeType: 'image/png', buffer: pngBytes };
  await fileInput(page).setInputFiles([scan, realPdf]);
  await expect(uploaded(page)).toHaveCount(2);
  await page.reload();
  await appDrawn(page);
  await expect(field(page, 'orfPatientName')).toHaveValue(patient.name);
  const again = page.locator('.rx-attachments__again');
  const reason = 'Attach again, as files are not kept when the page is reloaded:';
  await expect(again).toHaveText(`${reason} rx-scan.png, referral.pdf`);
  await expect(fileInput(page)).toHaveAccessibleDescription(new RegExp(`^${reason}`));
  await page.locator('.rx-attachments').screenshot({ path: test.info().outputPath('again.png') });
  expect(await axeViolations(page, { include: '.rx-attachments' })).toEqual([]);

  await fileInput(page).setInputFiles(scan);
  await expect(again).toHaveText(`${reason} referral.pdf`);
  await fileInput(page).setInputFiles([scan, realPdf]);
  await expect(again).toHaveCount(0);
});

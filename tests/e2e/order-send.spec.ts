/**
 * Sending an order (issue 4) with the two APIs intercepted in the browser: the exact request
 * bodies, what the user sees on success and failure, attachments, saving the PDF and the draft.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { expect, test, type Page, type Request, type Route } from '@playwright/test';
import { sentOrderAnswer, textMessageAnswer } from './support/answers';
import {
  expectA4Pdf,
  field,
  fileInput,
  fillOrder,
  openOrderForm,
  patient,
  pdfBytes,
  pngBytes,
  sendButton,
} from './order-harness/orderForm';

const shotsDir = '/tmp/shots-sendflow';

interface AttachedFile {
  name: string;
  base64: string;
  mime_type: string;
}
interface EmailBody {
  order_id: string;
  form_version: string;
  order_values: Record<string, unknown>;
  order_form_data: string;
  attached_files_data_array: AttachedFile[];
}

interface ApiStub {
  emails: EmailBody[];
  texts: unknown[];
}

/** Answers both APIs in the browser and records what the page sent. */
async function stubApis(
  page: Page,
  { emailStatus = 200, textStatus = 200, emailDelayMs = 0 } = {},
): Promise<ApiStub> {
  const stub: ApiStub = { emails: [], texts: [] };
  const answer = (status: number, success: (route: Route) => object) => (route: Route) =>
    route.fulfill({ status, json: status < 300 ? success(route) : { error: 'stub failure' } });
  await page.route('**/send_email_order_rx_form', async (route) => {
    stub.emails.push(route.request().postDataJSON() as EmailBody);
    if (emailDelayMs) await new Promise((resolve) => setTimeout(resolve, emailDelayMs));
    await answer(emailStatus, sentOrderAnswer)(route);
  });
  await page.route('**/whatsapp-manager/send', async (route) => {
    stub.texts.push(route.request().postDataJSON());
    await answer(textStatus, () => textMessageAnswer)(route);
  });
  return stub;
}

const isTextRequest = (request: Request) => request.url().endsWith('/whatsapp-manager/send');

const files = {
  scan: { name: 'rx-scan.png', mimeType: 'image/png', buffer: pngBytes },
  notes: { name: 'chart-notes.pdf', mimeType: 'application/pdf', buffer: pdfBytes },
  letter: {
    name: 'letter.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: Buffer.from('PK\u0003\u0004 pretend docx', 'latin1'),
  },
  sheet: { name: 'sizes.xlsx', mimeType: '', buffer: Buffer.from('PK\u0003\u0004 xlsx', 'latin1') },
  photo: { name: 'wound.jpg', mimeType: 'image/jpeg', buffer: Buffer.from([0xff, 0xd8, 0xff, 1]) },
  sixth: { name: 'extra.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a', 'latin1') },
  disallowed: { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('plain text') },
  oversized: {
    name: 'huge-scan.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 7),
  },
};

async function companyName(page: Page): Promise<{ name: string; clientId: string }> {
  const config = (await (await page.request.get('/config.json')).json()) as {
    company: { name: string };
    whatsAppClientId: string;
  };
  return { name: config.company.name, clientId: config.whatsAppClientId };
}

const successToast = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'The form was sent' });
const failureToast = (page: Page) =>
  page.getByRole('alert').filter({ hasText: 'Error to send the form' });
const uploadedList = (page: Page) => page.getByRole('list', { name: 'Uploaded files:' });

test.beforeEach(async ({ page }) => {
  await openOrderForm(page);
});

test('sends the PDF and the kept files, reports the files not sent, then texts the patient', async ({
  page,
}) => {
  const stub = await stubApis(page);
  const { name: company, clientId } = await companyName(page);
  await fillOrder(page);
  await fileInput(page).setInputFiles([
    files.scan,
    files.disallowed,
    files.notes,
    files.oversized,
    files.letter,
    files.sheet,
    files.photo,
    files.sixth,
  ]);
  // Five kept, three named with the reason.
  await expect(uploadedList(page).getByRole('listitem')).toHaveCount(5);
  const rejected = page.locator('.rx-attachments__rejected');
  await expect(rejected).toContainText('notes.txt');
  await expect(rejected).toContainText('huge-scan.png');
  await expect(rejected).toContainText('extra.gif');
  await page.locator('#order-rx-content').screenshot({ path: `${shotsDir}/before-send.png` });

  const textRequest = page.waitForRequest(isTextRequest);
  await sendButton(page).click();
  await expect(successToast(page)).toBeVisible({ timeout: 30_000 });
  await textRequest;

  expect(stub.emails).toHaveLength(1);
  const [email] = stub.emails;
  expect(Object.keys(email).sort()).toEqual([
    'attached_files_data_array',
    'form_version',
    'locale',
    'order_form_data',
    'order_id',
    'order_values',
  ]);
  expect(email).toMatchObject({ locale: 'en' });
  expect(email.order_id).toMatch(/^RX-[0-9A-HJKMNP-TV-Z]{8}$/);
  expect(email.form_version).toBe('2026-11-23');
  // The values the PDF was made from, keys as in schema.json; files are not values.
  expect(email.order_values).toMatchObject({
    orfPatientName: patient.name,
    orfPhone: patient.phone,
    orfDob: '1950-04-23',
    orfMobilityAddonsHDWC: true,
    orfInputFormIPQTY0: 120,
  });
  expect(email.order_values).not.toHaveProperty('orfAttachments');
  expect(email.order_form_data).toMatch(/^[A-Za-z0-9+/]+=*$/);
  const pdfFile = Buffer.from(email.order_form_data, 'base64');
  writeFileSync(`${shotsDir}/sent-order.pdf`, pdfFile);
  await expectA4Pdf(pdfFile);

  const kept = [files.scan, files.notes, files.letter, files.sheet, files.photo];
  expect(email.attached_files_data_array).toEqual(
    kept.map((file) => ({
      name: file.name,
      base64: file.buffer.toString('base64'),
      mime_type:
        file.mimeType || 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    })),
  );
  for (const attached of email.attached_files_data_array) {
    expect(attached.base64).not.toMatch(/^data:/);
  }

  expect(stub.texts).toEqual([
    {
      clientId,
      number: `1${patient.phoneDigits}`,
      text: `You have sent the form to the ${company} website. After we have processed it, we will contact you.`,
    },
  ]);
});

/**
 * Stops the page's clock (0.1 s ahead of now); `shownFor` then moves it by hand, so a toast's 4 s
 * are checked without waiting them out. A busy machine can pass that 0.1 s before the clock
 * stops: then it tries again from the new now.
 */
async function holdPageClock(page: Page) {
  for (let attempt = 1; ; attempt++) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 100);
      break;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
  return { shownFor: (ms: number) => page.clock.runFor(ms) };
}

test('success: green status toast for about 4 s, the form and files reset', async ({ page }) => {
  await page.clock.install();
  await stubApis(page);
  await fillOrder(page);
  await fileInput(page).setInputFiles(files.scan);
  await sendButton(page).click();

  const toast = successToast(page);
  await expect(toast).toBeVisible({ timeout: 30_000 });
  const clock = await holdPageClock(page);
  await page.screenshot({ path: `${shotsDir}/success-toast.png` });
  const box = (await toast.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThan(2);
  expect(box.y + box.height).toBeGreaterThan(viewport.height - 80);
  await expect(toast).toHaveCSS('background-color', 'rgb(27, 94, 32)');

  // Shown for about 4 s: still there 3.5 s after it appeared, gone by 4.2 s.
  await clock.shownFor(3_400);
  await expect(toast).toBeVisible();
  await clock.shownFor(700);
  await expect(toast).toBeHidden();

  // The form drawn anew, empty: a screen of sections per painted frame, once the clock runs.
  await page.clock.resume();
  await expect(field(page, 'orfPatientName')).toHaveValue('');
  await expect(field(page, 'orfPhone')).toHaveValue('');
  await expect(field(page, 'orfMobilityAddonsHDWC')).not.toBeChecked();
  await expect(field(page, 'orfInputFormIPQTY0')).toHaveValue('');
  await expect(uploadedList(page)).toHaveCount(0);
  await expect(page.getByText('No files selected.')).toBeVisible();
  await expect(sendButton(page)).toBeDisabled();
});

test('e-mail failure: red alert toast, values and files kept, no text message', async ({
  page,
}) => {
  await page.clock.install();
  const stub = await stubApis(page, { emailStatus: 500 });
  await fillOrder(page);
  await fileInput(page).setInputFiles([files.scan, files.notes]);
  await sendButton(page).click();

  const toast = failureToast(page);
  await expect(toast).toBeVisible({ timeout: 30_000 });
  const clock = await holdPageClock(page);
  await expect(toast).toHaveCSS('background-color', 'rgb(183, 28, 28)');
  await page.screenshot({ path: `${shotsDir}/failure-toast.png` });
  await expect(successToast(page)).toHaveCount(0);
  await expect(field(page, 'orfPatientName')).toHaveValue(patient.name);
  await expect(field(page, 'orfPhone')).toHaveValue(patient.phone);
  await expect(field(page, 'orfDob')).toHaveValue('04/23/1950');
  await expect(field(page, 'orfMobilityAddonsHDWC')).toBeChecked();
  await expect(field(page, 'orfInputFormIPQTY0')).toHaveValue('120');
  await expect(uploadedList(page).getByRole('listitem')).toHaveCount(2);
  await expect(sendButton(page)).toBeEnabled();
  await page.waitForTimeout(1_500);
  expect(stub.emails).toHaveLength(1);
  expect(stub.texts).toEqual([]);
  await clock.shownFor(4_200);
  await expect(toast).toBeHidden();
  await page.clock.resume();

  // The kept values can be sent again, under the same reference: the server knows a retry.
  await page.unroute('**/send_email_order_rx_form');
  const retry = await stubApis(page);
  await sendButton(page).click();
  await expect(successToast(page)).toBeVisible({ timeout: 30_000 });
  expect(retry.emails[0].order_id).toBe(stub.emails[0].order_id);
});

test('a 202 answer (stored, mail server slow) is a success: received, to be forwarded', async ({
  page,
}) => {
  const sent: EmailBody[] = [];
  await page.route('**/send_email_order_rx_form', async (route) => {
    const body = route.request().postDataJSON() as EmailBody;
    sent.push(body);
    await route.fulfill({
      status: 202,
      json: {
        ok: true,
        orderId: body.order_id,
        status: 'queued',
        receivedAt: new Date().toISOString(),
        message: 'Received; it will be forwarded to the supplier',
      },
    });
  });
  await page.route('**/whatsapp-manager/send', (route) =>
    route.fulfill({ json: textMessageAnswer }),
  );
  await fillOrder(page);
  await sendButton(page).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Received; it will be forwarded to the supplier' }),
  ).toBeVisible({ timeout: 30_000 });
  await expect(failureToast(page)).toHaveCount(0);
  const notice = page.getByRole('region', { name: /^Order RX-/ });
  await expect(notice.getByRole('heading')).toHaveText(
    new RegExp(`^Order ${sent[0].order_id} received at `),
  );
  await expect(field(page, 'orfPatientName')).toHaveValue('');
});

test('a 503 (the database down) says to try again in a minute, and keeps the values and the draft', async ({
  page,
}) => {
  // The server side of this answer runs against a real PostgreSQL (server/storage/databaseOutage.test.ts).
  const sent: EmailBody[] = [];
  await page.route('**/send_email_order_rx_form', async (route) => {
    sent.push(route.request().postDataJSON() as EmailBody);
    await route.fulfill({
      status: 503,
      headers: { 'retry-after': '60' },
      json: {
        error:
          'The database cannot be reached just now, so nothing was stored; please try again in a minute',
      },
    });
  });
  await fillOrder(page);
  await sendButton(page).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please try again in a minute.' }),
  ).toContainText('nothing you typed is lost');
  await expect(failureToast(page)).toHaveCount(0);
  await expect(field(page, 'orfPatientName')).toHaveValue(patient.name);
  await expect(field(page, 'orfPhone')).toHaveValue(patient.phone);
  await expect(field(page, 'orfMobilityAddonsHDWC')).toBeChecked();
  await expect(sendButton(page)).toBeEnabled();
  expect(sent).toHaveLength(1);

  await page.reload();
  await expect(field(page, 'orfPatientName')).toHaveValue(patient.name);
  await expect(field(page, 'orfInputFormIPQTY0')).toHaveValue('120');
});

test('an unreachable e-mail API fails the same way', async ({ page }) => {
  await page.route('**/send_email_order_rx_form', (route) => route.abort('connectionrefused'));
  await fillOrder(page);
  await sendButton(page).click();
  await expect(failureToast(page)).toBeVisible({ timeout: 30_000 });
  await expect(field(page, 'orfPatientName')).toHaveValue(patient.name);
});

test('a failed text message is only logged: the order still counts as sent', async ({ page }) => {
  const stub = await stubApis(page, { textStatus: 500 });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await fillOrder(page);
  const textResponse = page.waitForResponse((response) => isTextRequest(response.request()));
  await sendButton(page).click();
  await expect(successToast(page)).toBeVisible({ timeout: 30_000 });
  expect((await textResponse).status()).toBe(500);
  await expect(failureToast(page)).toHaveCount(0);
  expect(stub.texts).toHaveLength(1);
  await expect.poll(() => errors.some((text) => text.includes('text message'))).toBe(true);
  // The log says what failed, never who the patient is.
  for (const text of errors) {
    expect(text).not.toContain(patient.name);
    expect(text).not.toContain(patient.phoneDigits.slice(3));
  }
});

test('a double click sends once, and the button shows progress meanwhile', async ({ page }) => {
  const stub = await stubApis(page, { emailDelayMs: 1_500 });
  await fillOrder(page);
  await sendButton(page).dblclick();
  const busy = page.locator('button[type="submit"]');
  await expect(busy).toBeDisabled();
  await expect(busy).toHaveText(/Preparing PDF|Sending/);
  await expect(busy).toHaveText('Sending…', { timeout: 30_000 });
  await expect(successToast(page)).toBeVisible({ timeout: 30_000 });
  await page.waitForTimeout(500);
  expect(stub.emails).toHaveLength(1);
  expect(stub.texts).toHaveLength(1);
});

test("Print ('Imprimir') saves order-rx-form.pdf (A4 pages) and shows Form Saved in green", async ({
  page,
}) => {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') requests.push(request.url());
  });
  await fillOrder(page);
  await fileInput(page).setInputFiles(files.scan);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Print' }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe('order-rx-form.pdf');
  mkdirSync(shotsDir, { recursive: true });
  await saved.saveAs(`${shotsDir}/order-rx-form.pdf`);
  const { readFile } = await import('node:fs/promises');
  const pdf = await expectA4Pdf(await readFile(`${shotsDir}/order-rx-form.pdf`));
  expect(pdf.getPageCount()).toBeGreaterThanOrEqual(2);

  const notice = page.getByText('Form Saved', { exact: true });
  await expect(notice).toBeVisible();
  await expect(notice).toHaveCSS('color', 'rgb(27, 94, 32)');
  await page.locator('.rx-actions').screenshot({ path: `${shotsDir}/form-saved.png` });
  // Saving is local: nothing was posted.
  expect(requests).toEqual([]);
  // Still filled in.
  await expect(field(page, 'orfPatientName')).toHaveValue(patient.name);
});

test('the draft survives a reload of the tab (not the files, not in the URL) and is cleared by a send', async ({
  page,
}) => {
  await stubApis(page);
  await fillOrder(page);
  await fileInput(page).setInputFiles(files.scan);
  await page.reload();
  await expect(field(page, 'orfPatientName')).toHaveValue(patient.name);
  await expect(field(page, 'orfPhone')).toHaveValue(patient.phone);
  await expect(field(page, 'orfDob')).toHaveValue('04/23/1950');
  await expect(field(page, 'orfMobilityAddonsHDWC')).toBeChecked();
  await expect(field(page, 'orfInputFormIPQTY0')).toHaveValue('120');
  await expect(page.getByText('No files selected.')).toBeVisible();
  expect(page.url()).not.toContain('Roe');
  expect(page.url()).not.toContain(patient.phoneDigits.slice(3));
  await expect(sendButton(page)).toBeEnabled();

  await sendButton(page).click();
  await expect(successToast(page)).toBeVisible({ timeout: 30_000 });
  await page.reload();
  await expect(field(page, 'orfPatientName')).toBeVisible();
  await page.waitForTimeout(500);
  await expect(field(page, 'orfPatientName')).toHaveValue('');
  await expect(field(page, 'orfMobilityAddonsHDWC')).not.toBeChecked();
  // Neither the draft nor the sent order's reference is kept.
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
});

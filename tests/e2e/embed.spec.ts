/**
 * Embedding the Order Rx form in a shop page on another origin (docs/embedding.md).
 * The shop is examples/shop-embed.html, served from http://localhost:<N> and
 * http://127.0.0.1:<N> (one server on loopback), while the built site runs on
 * http://127.0.0.1:<E2E_PORT>: local origins, so Chromium allows the framing. N is the port of
 * the shop origins the server lets frame the site (its CSP `frame-ancestors`, from
 * TRUSTED_ORIGINS). The site's configuration (/config.json, and the copy in a form's document) is
 * routed so that only http://localhost:<N> is in
 * `trustedParentOrigins`: http://127.0.0.1:<N> may frame the form but is not trusted by it.
 * A shop on any other port is refused by the browser itself.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import {
  receivedMessages,
  recordReceivedMessages,
  waitForAction,
  type ReceivedMessage,
} from './embed-harness/formMessages';
import { configInDocument, trustParentOrigins } from './embed-harness/formsSite';
import { startShopServer, type ShopServer } from './embed-harness/shopServer';

/** A4 in PDF points (210 × 297 mm). */
const A4 = { width: 595.28, height: 841.89 };
/** Long enough for a checkout to be answered several times over on this machine. */
const NO_ANSWER_WAIT_MS = 3_000;

const attachment = {
  name: 'rx-note.png',
  mimeType: 'image/png',
  // A 1 × 1 PNG.
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
};

/** The same shop page from three origins, as the forms site sees them. */
interface Shops {
  /** In frame-ancestors and in trustedParentOrigins. */
  trusted: ShopOrigin;
  /** In frame-ancestors (the server lets it frame the site) but not in trustedParentOrigins. */
  framingOnly: ShopOrigin;
  /** In neither: the browser refuses to show the form in its frame. */
  refused: ShopOrigin;
}

interface ShopOrigin {
  origin: string;
  pageUrl(formsOrigin: string): string;
}

let formsOrigin: string;
let servers: ShopServer[] = [];
let shops: Shops;

/** The `frame-ancestors` sources the forms site sends with its pages. */
async function frameAncestors(): Promise<string[]> {
  const response = await fetch(`${formsOrigin}/order-rx-form`);
  const policy = response.headers.get('content-security-policy') ?? '';
  const directive = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === 'frame-ancestors');
  return directive?.slice(1) ?? [];
}

function onHost(server: ShopServer, host: string): ShopOrigin {
  const origin = `http://${host}:${new URL(server.origin).port}`;
  return {
    origin,
    pageUrl: (forms) => server.pageUrl(forms).replace(server.origin, origin),
  };
}

test.beforeAll(async () => {
  formsOrigin = new URL(test.info().project.use.baseURL!).origin;
  const ancestors = await frameAncestors();
  const local = ancestors.find((source) => /^http:\/\/localhost:\d+$/.test(source));
  if (!local)
    throw new Error(`no http://localhost:<port> in frame-ancestors: ${ancestors.join(' ')}`);
  const allowed = await startShopServer(Number(new URL(local).port));
  const other = await startShopServer();
  servers = [allowed, other];
  shops = {
    trusted: onHost(allowed, 'localhost'),
    framingOnly: onHost(allowed, '127.0.0.1'),
    refused: onHost(other, 'localhost'),
  };
  expect(ancestors).toContain(shops.framingOnly.origin);
  expect(ancestors).not.toContain(shops.refused.origin);
});

test.afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
});

test.beforeEach(async ({ context, page }) => {
  await trustParentOrigins(context, formsOrigin, [shops.trusted.origin]);
  await recordReceivedMessages(page);
});

async function openShop(page: Page, shop: ShopOrigin): Promise<FrameLocator> {
  await page.goto(shop.pageUrl(formsOrigin));
  const form = page.frameLocator('#order-rx-frame');
  await expect(form.locator('#main')).toBeVisible();
  return form;
}

/** Waits until the order form itself (not only the page shell) is on screen. */
async function waitForOrderForm(form: FrameLocator | Page) {
  await expect(form.locator('[id$="_orfPatientName"]')).toBeVisible({ timeout: 20_000 });
}

async function fillNameAndPhone(form: FrameLocator) {
  await form.locator('[id$="_orfPatientName"]').fill('Test Patient');
  await form.locator('[id$="_orfPhone"]').pressSequentially('5550100123');
}

/** Moves focus from the frame to the shop page, which blurs the form's window. */
async function leaveForm(page: Page) {
  await page.getByRole('heading', { level: 1 }).click();
}

/**
 * Activates the shop's Checkout button with the keyboard, which also blurs the form.
 *
 * Controls below the frame are pressed with the keyboard, not clicked: in headless Chromium 156
 * a mouse click on them sometimes never reached the shop page (about one run in three on
 * Checkout right after setInputFiles in the frame, and once in CI on the PDF link). Both need
 * the page scrolled first; the likely cause is the click being routed to the cross-origin frame
 * that covered that spot before the scroll. Keys go to the focused element and were never lost
 * in repeated runs.
 */
async function pressCheckout(page: Page) {
  await page.getByRole('button', { name: 'Checkout' }).press('Enter');
}

function fromForm(messages: ReceivedMessage[]): ReceivedMessage[] {
  return messages.filter((message) => message.origin === formsOrigin || message.fromFrame);
}

test('the shop page frames the form from another origin, full screen', async ({ page }) => {
  // The order form's document holds the site's configuration (contract/inlineConfig.ts).
  const formDocument = page.waitForResponse(
    (response) =>
      response.url().startsWith(`${formsOrigin}/order-rx-form`) &&
      response.request().resourceType() === 'document',
  );
  const form = await openShop(page, shops.trusted);

  // The frame got the routed configuration that trusts the shop.
  const config = configInDocument(await (await formDocument).text());
  expect(config?.trustedParentOrigins).toEqual([shops.trusted.origin]);
  expect(new URL(page.url()).origin).not.toBe(formsOrigin);
  // ?full: no navigation bar or footer inside the frame.
  await expect(form.getByRole('navigation')).toHaveCount(0);
  await expect(form.locator('footer')).toHaveCount(0);
});

test.describe('with the order form', () => {
  test('a trusted shop gets the PDF (A4) and the attachments chosen in the frame', async ({
    page,
  }) => {
    const form = await openShop(page, shops.trusted);
    await waitForOrderForm(form);
    await fillNameAndPhone(form);
    await form.locator('input[type="file"]').setInputFiles(attachment);
    await expect(form.getByText(attachment.name)).toBeVisible();

    await pressCheckout(page);
    const [answer] = await waitForAction(page, 'orderRxFormData', { timeout: 45_000 });

    expect(answer.origin).toBe(formsOrigin);
    expect(answer.fromFrame).toBe(true);
    const data = answer.data as {
      order_id: string;
      order_values: Record<string, unknown>;
      order_form_pdf_base64: string;
      attached_files_data_array: { name: string; base64: string; mime_type: string }[];
    };
    // The order's reference and values come with the PDF that prints them.
    expect(data.order_id).toMatch(/^RX-[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(data.order_values).toMatchObject({ orfPatientName: 'Test Patient' });
    expect(data.order_form_pdf_base64).not.toMatch(/^data:/);
    const pdf = await PDFDocument.load(Buffer.from(data.order_form_pdf_base64, 'base64'));
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
    for (const pdfPage of pdf.getPages()) {
      const { width, height } = pdfPage.getSize();
      expect(width).toBeCloseTo(A4.width, 0);
      expect(height).toBeCloseTo(A4.height, 0);
    }
    expect(data.attached_files_data_array).toEqual([
      {
        name: attachment.name,
        base64: attachment.buffer.toString('base64'),
        mime_type: attachment.mimeType,
      },
    ]);

    // The example page offers the PDF for download.
    await expect(page.locator('#checkout-summary')).toContainText(`Order ${data.order_id}`);
    await expect(page.locator('#checkout-summary')).toContainText('1 attachment');
    const download = page.waitForEvent('download');
    await page.locator('#pdf-download').press('Enter'); // not click(): see pressCheckout
    const pdfFile = await readFile(await (await download).path());
    expect(pdfFile.subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('with lang=es in the frame address the form is Spanish and still answers checkout', async ({
    page,
  }) => {
    await page.goto(`${shops.trusted.pageUrl(formsOrigin)}&lang=es`);
    const form = page.frameLocator('#order-rx-frame');
    await waitForOrderForm(form);
    await expect(form.locator('html')).toHaveAttribute('lang', 'es');
    await expect(form.getByRole('heading', { level: 1 })).toHaveText(
      'Formulario de orden médica (Rx)',
    );
    await fillNameAndPhone(form);
    await pressCheckout(page);
    const [answer] = await waitForAction(page, 'orderRxFormData', { timeout: 45_000 });
    const data = answer.data as { order_form_pdf_base64: string; locale: string };
    expect(data.locale).toBe('es');
    // The shop gets the supplier's copy: English, saying it was completed in Spanish.
    const pdfFile = '/tmp/shots-spanish/embedded-checkout.pdf';
    mkdirSync(path.dirname(pdfFile), { recursive: true });
    writeFileSync(pdfFile, Buffer.from(data.order_form_pdf_base64, 'base64'));
    const text = execFileSync('pdftotext', [pdfFile, '-'], { encoding: 'utf8' });
    expect(text).toContain('Completed in Spanish');
    expect(text).toContain('Patient Name');
  });

  test('a shop the server does not list cannot even show the form', async ({ page }) => {
    const refusals: string[] = [];
    page.on('console', (message) => {
      if (/frame-ancestors/.test(message.text())) refusals.push(message.text());
    });
    const formResponse = page.waitForResponse(`${formsOrigin}/order-rx-form?full&lang=en`);
    await page.goto(shops.refused.pageUrl(formsOrigin));
    const policy = (await formResponse).headers()['content-security-policy'];
    expect(policy).toMatch(/frame-ancestors 'self' /);
    expect(policy).not.toContain(shops.refused.origin);

    await pressCheckout(page);
    await page.waitForTimeout(NO_ANSWER_WAIT_MS);
    // The browser blocked the framed page: no form, and not a single message from it.
    await expect(page.frameLocator('#order-rx-frame').locator('#main')).toHaveCount(0);
    const frame = page.frame({ url: (url) => url.origin === formsOrigin });
    expect(frame).toBeNull();
    expect(refusals.length).toBeGreaterThan(0);
    expect(fromForm(await receivedMessages(page))).toEqual([]);
    await expect(page.locator('#checkout-summary')).toHaveCount(0);
  });

  test('a shop allowed to frame the form but not trusted by it gets no answer at all', async ({
    page,
  }) => {
    const form = await openShop(page, shops.framingOnly);
    await waitForOrderForm(form);
    await fillNameAndPhone(form);
    await form.locator('input[type="file"]').setInputFiles(attachment);
    await leaveForm(page);
    await pressCheckout(page);
    // A checkOut posted by the shop page itself, straight to the frame, is ignored too.
    await page.evaluate((target) => {
      const frame = document.querySelector('iframe')!;
      frame.contentWindow!.postMessage({ action: 'checkOut' }, target);
    }, formsOrigin);
    await page.waitForTimeout(NO_ANSWER_WAIT_MS);

    // Not the data, and not the filled state or height either.
    expect(fromForm(await receivedMessages(page))).toEqual([]);
    await expect(page.locator('#checkout-summary')).toHaveCount(0);
    await expect(page.locator('#filled-state')).toHaveText('no');
  });

  test('blur reports false before name and phone are filled, true after', async ({ page }) => {
    const form = await openShop(page, shops.trusted);
    await waitForOrderForm(form);

    await form.locator('[id$="_orfPatientName"]').click();
    await leaveForm(page);
    const [before] = await waitForAction(page, 'orderRxFormFilled');
    expect(before.data).toEqual({ action: 'orderRxFormFilled', value: false });
    await expect(page.locator('#filled-state')).toHaveText('no');

    await fillNameAndPhone(form);
    await leaveForm(page);
    const filled = await waitForAction(page, 'orderRxFormFilled', { count: 2 });
    expect(filled.at(-1)?.data).toEqual({ action: 'orderRxFormFilled', value: true });
    expect(filled.every((message) => message.origin === formsOrigin)).toBe(true);
    await expect(page.locator('#filled-state')).toHaveText('yes');
  });

  test('the form reports its height and the shop sizes the frame', async ({ page }) => {
    const form = await openShop(page, shops.trusted);
    await waitForOrderForm(form);
    await waitForAction(page, 'orderRxFormResize');
    // The form may report more than one height while it is drawn (its first screen, then the
    // rest): the frame must end at the latest one, and every report comes from the form.
    const frameMatchesLatestReport = async () => {
      const resizes = await waitForAction(page, 'orderRxFormResize');
      const { height } = resizes.at(-1)!.data as { height: number };
      const shown = await page.locator('#order-rx-frame').evaluate((el) => el.style.height);
      return {
        fromForm: resizes.every((message) => message.origin === formsOrigin),
        wholePixels: Number.isInteger(height) && height > 300,
        frameHeightIsLatest: shown === `${height}px`,
      };
    };
    await expect
      .poll(frameMatchesLatestReport, { timeout: 20_000 })
      .toEqual({ fromForm: true, wholePixels: true, frameHeightIsLatest: true });
  });

  test('send and print are hidden in the frame and shown top-level', async ({ page }) => {
    await page.goto('/order-rx-form');
    await waitForOrderForm(page);
    await expect(page.getByRole('button', { name: 'Send', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();

    const form = await openShop(page, shops.trusted);
    await waitForOrderForm(form);
    await expect(form.getByRole('button', { name: 'Send', exact: true })).toHaveCount(0);
    await expect(form.getByRole('button', { name: 'Print' })).toHaveCount(0);
  });
});

/**
 * The preview staff edit against (`npm run dev`: Vite's dev server and the API server behind it)
 * validates and sends as the built site does. Every other spec drives the build; this one starts
 * `scripts/dev.mjs` itself, on ports of its own, with an edited copy of schemas/, and adds a form
 * while it runs.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { addContactForm } from '../unit/schema-check/editedCopy';

const base = Number(process.env.E2E_PORT ?? 4173);
const sitePort = base + 10;
const apiPort = base + 11;
const siteUrl = `http://127.0.0.1:${sitePort}`;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'rx-dev-preview-'));
const schemasDir = path.join(work, 'schemas');
const outbox = path.join(work, 'outbox');
let dev: ChildProcess;
let output = '';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

async function waitForUp(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer:\n${output}`);
}

test.beforeAll(async () => {
  fs.cpSync('schemas', schemasDir, { recursive: true });
  dev = spawn(process.execPath, ['scripts/dev.mjs', '--port', String(sitePort), '--strictPort'], {
    env: {
      ...process.env,
      SCHEMAS_DIR: schemasDir,
      PORT: String(apiPort),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(work, 'data'),
      OUTBOX_DIR: outbox,
      SITE_DIR: path.join(work, 'no-site'),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  dev.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  dev.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 60_000;
  await waitForUp(`http://127.0.0.1:${apiPort}/healthz`, deadline);
  await waitForUp(siteUrl, deadline);
});

test.afterAll(async () => {
  // The launcher stops Vite and the API server with it.
  if (dev?.exitCode === null) {
    const exited = new Promise((resolve) => dev.once('exit', resolve));
    dev.kill('SIGTERM');
    await exited;
  }
  fs.rmSync(work, { recursive: true, force: true });
});

/** Opens a page of the preview, failing the test on any error the page throws. */
async function open(page: Page, route: string): Promise<string[]> {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${siteUrl}${route}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 90_000 });
  return errors;
}

const outboxFiles = () => (fs.existsSync(outbox) ? fs.readdirSync(outbox) : []);

test('the order form: a filled field with a maximum length is not "required", a bad phone says why', async ({
  page,
}) => {
  const errors = await open(page, '/order-rx-form');
  const name = page.locator('#root_orfPatientName');
  await name.fill('Jane Roe');
  await name.blur();
  await expect(page.getByText('Patient Name is required')).toHaveCount(0);
  const phone = page.locator('#root_orfPhone');
  await phone.pressSequentially('555');
  await phone.blur();
  await expect(page.getByText('Enter a 10-digit phone number').first()).toBeVisible();
  // Back in the box, the caret goes to the end first, as a person's click at the end does.
  await phone.press('End');
  await phone.pressSequentially('1234567');
  await expect(phone).toHaveValue('(555) 123-4567');
  await expect(page.getByRole('button', { name: 'Send' })).toBeEnabled();
  expect(errors).toEqual([]);
});

test('the consent form: errors while typing, then Confirm is enabled', async ({ page }) => {
  const errors = await open(page, '/conset-messages-form');
  const email = page.locator('#root_email');
  await email.fill('mary@example');
  await email.blur();
  await expect(page.getByText('Enter an e-mail address like name@example.com')).toBeVisible();
  await email.fill('mary@example.com');
  await page.locator('#root_name').fill('Mary');
  await page.locator('#root_lastName').fill('Doe');
  await page.locator('#root_phone').pressSequentially('5550100199');
  await page.getByRole('checkbox').check();
  await expect(page.getByRole('button', { name: 'Confirm' })).toBeEnabled();
  expect(errors).toEqual([]);
});

test('the example form: typing and a wrong e-mail keep the page up, with the message', async ({
  page,
}) => {
  const errors = await open(page, '/examples/all-fields');
  await page.locator('#root_fullName').fill('Jane Doe');
  await page.locator('#root_phone').pressSequentially('5551234567');
  await page.locator('#root_email').fill('jane@example');
  await page.locator('#root_email').blur();
  await expect(page.getByText('Enter an e-mail address like name@example.com')).toBeVisible();
  await page.locator('#root_email').fill('jane@example.com');
  await expect(page.getByText('This page could not be shown')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a form added while the preview runs is shown, and sent without a restart', async ({
  page,
}) => {
  addContactForm(schemasDir, 'email');
  const before = outboxFiles().length;
  // The API server restarts on the change; the page asks until it knows the new form.
  await expect(async () => {
    const errors = await open(page, '/contact-us');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await page.locator('#root_patientName').fill('Jane Doe');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('status')).toHaveText(/F-[0-9A-Z]{8}/, { timeout: 5_000 });
    expect(errors).toEqual([]);
  }).toPass({ timeout: 60_000 });
  expect(outboxFiles().filter((name) => name.includes('-form-F-')).length).toBeGreaterThan(before);
});

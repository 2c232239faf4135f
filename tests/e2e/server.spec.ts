import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/** The site as served by server/: pages work under its Content-Security-Policy, and the API is same-origin. */

test('pages load under the server security policy without violations', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto('/order-rx-form');
  expect(response?.headers()['content-security-policy']).toContain('frame-ancestors');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.goto('/conset-messages-form');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.screenshot({ path: '/tmp/shots-server/order-rx.png', fullPage: true });
  expect(violations).toEqual([]);
});

test('a text message posted from the page is recorded in the outbox', async ({ page }) => {
  await page.goto('/');
  const outbox = process.env.E2E_OUTBOX_DIR!;
  const before = fs.existsSync(outbox) ? fs.readdirSync(outbox).length : 0;
  const status = await page.evaluate(async () => {
    const response = await fetch('/whatsapp-manager/send', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clientId: 'rx-forms', number: '15551234567', text: 'e2e check' }),
    });
    return response.status;
  });
  expect(status).toBe(200);
  const files = fs.readdirSync(outbox).filter((name) => name.endsWith('.json'));
  expect(files.length).toBe(before + 1);
  const record = JSON.parse(fs.readFileSync(path.join(outbox, files.at(-1)!), 'utf8'));
  expect(record).toMatchObject({ number: '15551234567', text: 'e2e check' });
});

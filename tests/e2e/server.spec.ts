import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * The API as the served site calls it: same-origin. (The pages under the server's policy:
 * csp.spec.ts; its frame-ancestors: embed.spec.ts.)
 */

test('a text message posted from the page is recorded in the outbox', async ({ page }) => {
  await page.goto('/');
  const outbox = process.env.E2E_OUTBOX_DIR!;
  // Other specs leave orders (.eml) and text messages here too: look for the one new record.
  const textRecords = () =>
    fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((name) => name.endsWith('.json')) : [];
  const before = new Set(textRecords());
  const status = await page.evaluate(async () => {
    const response = await fetch('/whatsapp-manager/send', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clientId: 'rx-forms', number: '15551234567', text: 'e2e check' }),
    });
    return response.status;
  });
  expect(status).toBe(200);
  const added = textRecords().filter((name) => !before.has(name));
  expect(added).toHaveLength(1);
  const record = JSON.parse(fs.readFileSync(path.join(outbox, added[0]), 'utf8'));
  expect(record).toMatchObject({ number: '15551234567', text: 'e2e check' });
});

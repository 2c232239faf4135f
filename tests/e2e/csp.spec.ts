import { expect, test, type Page } from '@playwright/test';

/**
 * The served site's Content-Security-Policy allows no eval and no inline scripts, and the forms
 * still validate under it: their validators are precompiled at build time, where runtime ajv
 * would need `new Function` and fail (the form would never validate or send).
 */

const field = (page: Page, key: string) => page.locator(`[id$="_${key}"]`);

/** Everything the browser reports about the policy or a script failure while the page runs. */
function watchForViolations(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return problems;
}

/** `securitypolicyviolation` events, gathered in the page from before its first script. */
async function recordPolicyViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective}: ${event.blockedURI}`),
    );
  });
}

const policyViolations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);

test('the policy has no unsafe-eval and no inline scripts', async ({ request }) => {
  const response = await request.get('/order-rx-form');
  const policy = response.headers()['content-security-policy'] ?? '';
  const scriptSrc = policy
    .split(';')
    .find((directive) => directive.trim().startsWith('script-src'));
  expect(scriptSrc?.trim()).toBe("script-src 'self'");
  expect(policy).not.toContain('unsafe-eval');
  // The only inline allowance is for style attributes set by React.
  expect(policy.match(/'unsafe-inline'/g) ?? []).toHaveLength(1);
  expect(policy).toContain("style-src 'self' 'unsafe-inline'");
});

test('the order form validates under the policy without a violation', async ({ page }) => {
  const problems = watchForViolations(page);
  await recordPolicyViolations(page);
  await page.clock.install();
  await page.goto('/order-rx-form');
  const name = field(page, 'orfPatientName');
  const phone = field(page, 'orfPhone');
  await expect(name).toBeVisible();

  await name.focus();
  await name.blur();
  await expect(name).toHaveAccessibleDescription('Patient Name is required');
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await phone.pressSequentially('55501');
  await phone.blur();
  await expect(phone).toHaveAccessibleDescription('Enter a 10-digit phone number');

  await name.fill('Jane Doe');
  await expect(name).not.toHaveAttribute('aria-invalid', 'true');
  // The form's own check, a second after it first renders, has run too (a test clock).
  await page.clock.runFor(1200);

  expect(await policyViolations(page)).toEqual([]);
  expect(problems).toEqual([]);
});

test('the consent form validates under the policy without a violation', async ({ page }) => {
  const problems = watchForViolations(page);
  await recordPolicyViolations(page);
  await page.clock.install();
  await page.goto('/conset-messages-form');
  const email = field(page, 'email');
  await expect(email).toBeVisible();
  await email.focus();
  await email.blur();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await page.clock.runFor(1200);

  expect(await policyViolations(page)).toEqual([]);
  expect(problems).toEqual([]);
});

import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';

/**
 * The same code built for a sub-path (`vite build --base /forms/`) must serve every route and
 * every asset under that path. This spec makes its own build and serves it the way a static host
 * with an SPA fallback would.
 */
const BASE = '/forms/';
const outDir = resolve(`${process.env.E2E_OUT ?? 'dist'}-subpath`);

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

/** Files under /forms/ from outDir; other /forms(/…) paths get index.html; anything else is 404. */
function startStaticServer(): Promise<Server> {
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    if (!path.startsWith(BASE) && `${path}/` !== BASE) {
      response.writeHead(404).end('outside the base path');
      return;
    }
    const file = join(outDir, normalize(path.slice(BASE.length)));
    const isFile = file.startsWith(outDir) && existsSync(file) && statSync(file).isFile();
    const served = isFile ? file : join(outDir, 'index.html');
    response.writeHead(200, {
      'Content-Type': contentTypes[extname(served)] ?? 'application/octet-stream',
    });
    response.end(readFileSync(served));
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

/** Records every request that failed (not cancelled) or answered 4xx/5xx, and any outside the base. */
function watchRequests(page: Page, origin: string): string[] {
  const problems: string[] = [];
  page.on('requestfailed', (r) => {
    // The page itself cancels an image still loading when it moves on (a quick click on a busy
    // machine): that is not a path the sub-path build serves wrongly, which a 4xx/5xx would show.
    const error = r.failure()?.errorText;
    if (error !== 'net::ERR_ABORTED') problems.push(`${r.url()} ${error}`);
  });
  page.on('response', (r) => {
    if (r.status() >= 400) problems.push(`${r.url()} ${r.status()}`);
  });
  page.on('request', (r) => {
    if (r.url().startsWith(origin) && !r.url().startsWith(`${origin}${BASE}`)) {
      problems.push(`${r.url()} is outside ${BASE}`);
    }
  });
  return problems;
}

let server: Server;
let origin: string;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  execFileSync(
    'npx',
    ['vite', 'build', '--base', BASE, '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    { stdio: 'inherit' },
  );
  server = await startStaticServer();
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(() => new Promise<void>((done) => server.close(() => done())));

test('home under /forms/ loads its logo and config from the sub-path', async ({ page }) => {
  const problems = watchRequests(page, origin);
  const configRequest = page.waitForRequest(`${origin}${BASE}config.json`);
  await page.goto(`${origin}${BASE}`);
  await configRequest;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Task Supply Rx Forms');
  const logo = page.getByRole('img', { name: 'Task Supply logo' });
  await expect(logo).toHaveAttribute('src', `${BASE}logo.svg`);
  await expect
    .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', `${BASE}logo.svg`);
  expect(problems).toEqual([]);
});

test('navigation links stay under /forms/', async ({ page }) => {
  const problems = watchRequests(page, origin);
  await page.goto(`${origin}${BASE}`);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(`${origin}${BASE}about`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
  await nav.getByRole('link', { name: 'Order Rx Form' }).click();
  await expect(page).toHaveURL(`${origin}${BASE}order-rx-form`);
  await page
    .getByRole('banner')
    .getByRole('link', { name: /Task Supply/ })
    .click();
  await expect(page).toHaveURL(`${origin}${BASE}`);
  expect(problems).toEqual([]);
});

test(`${BASE.slice(0, -1)} without the trailing slash shows the home page`, async ({ page }) => {
  await page.goto(`${origin}${BASE.slice(0, -1)}?full`);
  await expect(page).toHaveURL(`${origin}${BASE}?full`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Task Supply Rx Forms');
});

const formRoutes = ['order-rx-form', 'conset-messages-form'];
for (const route of formRoutes) {
  test(`${BASE}${route} loads directly and is not the 404 screen`, async ({ page }) => {
    const problems = watchRequests(page, origin);
    await page.goto(`${origin}${BASE}${route}`);
    await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
    await expect(page.getByText('404 - Page Not Found')).toHaveCount(0);
    expect(problems).toEqual([]);
  });
}

test(`${BASE}about loads directly`, async ({ page }) => {
  const problems = watchRequests(page, origin);
  await page.goto(`${origin}${BASE}about`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
  expect(problems).toEqual([]);
});

test(`${BASE}consent-messages-form redirects within the sub-path`, async ({ page }) => {
  await page.goto(`${origin}${BASE}consent-messages-form`);
  await expect(page).toHaveURL(`${origin}${BASE}conset-messages-form`);
});

test(`an unknown path under ${BASE} shows the 404 screen`, async ({ page }) => {
  const problems = watchRequests(page, origin);
  await page.goto(`${origin}${BASE}nope/deeper`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 - Page Not Found');
  await expect(page.getByText("Oops! The page you're looking for does not exist.")).toBeVisible();
  expect(problems).toEqual([]);
});

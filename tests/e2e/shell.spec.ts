import { expect, test, type Page } from '@playwright/test';

const NOT_FOUND_HEADING = '404 - Page Not Found';
const NOT_FOUND_TEXT = "Oops! The page you're looking for does not exist.";

/** Fails the test on any request that errors or answers 4xx/5xx while the page is used. */
function watchFailedRequests(page: Page): string[] {
  const failed: string[] = [];
  page.on('requestfailed', (request) =>
    failed.push(`${request.url()} ${request.failure()?.errorText}`),
  );
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.url()} ${response.status()}`);
  });
  return failed;
}

function serveConfig(page: Page, body: string, status = 200) {
  return page.route('**/config.json', (route) =>
    route.fulfill({ status, contentType: 'application/json', body }),
  );
}

const acmeConfig = {
  company: {
    name: 'Acme Medical',
    phone: '(305) 555-0100',
    fax: '(305) 555-0101',
    email: 'orders@acme.example',
    website: 'https://acme.example/',
  },
};

test.describe('pages', () => {
  test('home shows the logo, the intro and a Visit Us link to the company site', async ({
    page,
  }) => {
    const failed = watchFailedRequests(page);
    await page.goto('/');
    const logo = page.getByRole('img', { name: 'Task Supply logo' });
    await expect(logo).toHaveAttribute('title', 'Task Supply logo');
    await expect
      .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Task Supply Rx Forms');
    await expect(page.getByRole('main')).toContainText(
      'This site offers several pages with forms related to the services and products of Task Supply, a medical equipment and supplies company.',
    );
    const visitUs = page.getByRole('link', { name: 'Visit Us' });
    await expect(visitUs).toHaveAttribute('href', 'https://www.example.com');
    await expect(visitUs).toHaveAttribute('target', '_blank');
    await expect(visitUs).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(page).toHaveTitle('Home | Task Supply');
    expect(failed).toEqual([]);
  });

  test('about has a heading and one paragraph with an external link', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
    const paragraphs = page.getByRole('main').locator('p');
    await expect(paragraphs).toHaveCount(1);
    await expect(paragraphs).toContainText('partner in healthcare');
    await expect(paragraphs).toContainText('professionals and individuals');
    await expect(paragraphs).toContainText('quality');
    await expect(paragraphs).toContainText('customer service');
    await expect(paragraphs).toContainText('broad range of medical equipment and supplies');
    const link = paragraphs.getByRole('link');
    await expect(link).toHaveAttribute('href', 'https://www.example.com');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  for (const path of ['/order-rx-form', '/conset-messages-form']) {
    test(`${path} renders its form page, not the 404 screen`, async ({ page }) => {
      const failed = watchFailedRequests(page);
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
      await expect(page.getByText(NOT_FOUND_HEADING)).toHaveCount(0);
      expect(failed).toEqual([]);
    });
  }

  for (const path of ['/nope', '/order-rx-form/extra', '/a/b/c?x=1']) {
    test(`unknown path ${path} shows the 404 screen`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND_HEADING);
      await expect(page.getByText(NOT_FOUND_TEXT)).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    });
  }

  test('/consent-messages-form redirects to /conset-messages-form', async ({ page }) => {
    await page.goto('/consent-messages-form');
    await expect(page).toHaveURL(/\/conset-messages-form$/);
    await expect(page.getByText(NOT_FOUND_HEADING)).toHaveCount(0);
  });
});

test.describe('navigation bar', () => {
  test('title and links navigate on a desktop screen', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();

    const targets: [string, RegExp][] = [
      ['Order Rx Form', /\/order-rx-form$/],
      ['Consent Messages Form', /\/conset-messages-form$/],
      ['About', /\/about$/],
      ['Home', /\/$/],
    ];
    for (const [label, url] of targets) {
      const link = nav.getByRole('link', { name: label, exact: true });
      await link.click();
      await expect(page).toHaveURL(url);
      await expect(link).toHaveAttribute('aria-current', 'page');
    }
    await page.goto('/about');
    await page
      .getByRole('banner')
      .getByRole('link', { name: /Task Supply/ })
      .click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the menu toggle opens and closes the links at 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    const aboutLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', {
      name: 'About',
    });
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-controls', 'navbar-links');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(aboutLink).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(aboutLink).toBeVisible();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(aboutLink).toBeHidden();

    await toggle.click();
    await aboutLink.click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(aboutLink).toBeHidden();
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth).toBeLessThanOrEqual(375);
  });

  test('the skip link moves keyboard focus to the main content', async ({ page }) => {
    await page.goto('/about');
    // The shell renders only after /config.json has loaded.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });
});

test('?full hides the navigation bar and the footer', async ({ page }) => {
  for (const path of ['/?full', '/about?full=1', '/order-rx-form?full']) {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  }
  await page.goto('/about');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText(
    `© ${new Date().getFullYear()} Task Supply`,
  );
  await expect(page.getByRole('contentinfo')).toContainText(
    'Powered by a third-party solutions provider.',
  );
});

test.describe('start-up', () => {
  test("a failed download of the site's code says so instead of leaving a blank page", async ({
    page,
  }) => {
    await page.route(/\/assets\/shell-[^/]*\.js$/, (route) => route.abort('internetdisconnected'));
    await page.goto('/order-rx-form');
    await expect(page.getByRole('alert')).toHaveText(
      'This page could not be loaded. Check the connection and reload the page.',
    );
  });

  // Bespoke and generic pages load the same way (src/app/pageModules.ts): the page's code, and
  // for a generic page its form's files, arrive alongside React, so "Loading…" is never drawn.
  const openedDirectly = [
    { route: '/order-rx-form', shows: { role: 'heading', name: 'Patient Information' } },
    { route: '/examples/all-fields', shows: { role: 'textbox', name: 'Full name' } },
  ] as const;
  for (const { route, shows } of openedDirectly) {
    test(`${route} opened directly draws the form without a loading step`, async ({ page }) => {
      await page.addInitScript(() => {
        const seen = { loading: false };
        Object.assign(window, { __seen: seen });
        new MutationObserver(() => {
          if (document.querySelector('.loading')) seen.loading = true;
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto(route);
      await expect(page.getByRole(shows.role, { name: shows.name }).first()).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { __seen: object }).__seen)).toEqual({
        loading: false,
      });
    });
  }

  // scripts/vite-plugin-page-documents.ts: the browser fetches a form's code with the start-up
  // script, not after it; Vite's preload helper then finds the links and fetches nothing twice.
  // The code that hands the first screen over is part of that script, and config.json is in the
  // document (contract/inlineConfig.ts): nothing waits for the start-up script to ask for it.
  test("a form's address names its page's files in the head, each fetched once", async ({
    page,
    request,
  }) => {
    const html = { accept: 'text/html' };
    const order = await (await request.get('/order-rx-form', { headers: html })).text();
    expect(order).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/OrderRxPage-/);
    // Its ui.json names the radios ("Who signs?"), a lazy widget: their file is named too.
    expect(order).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/choiceParts-/);
    // The site's styles are in the document: nothing holds its first paint back.
    expect(order).toMatch(/<style>[^]*?\.rx-sections\{[^]*?<\/style>/);
    expect(order).not.toContain('rel="stylesheet"');
    expect(order).toContain('<script type="application/json" id="rx-config">');
    expect(await (await request.get('/', { headers: html })).text()).not.toContain('modulepreload');

    const fetched: string[] = [];
    page.on('request', (sent) => fetched.push(new URL(sent.url()).pathname));
    await page.goto('/order-rx-form');
    await expect(page.getByRole('heading', { name: 'Patient Information' })).toBeVisible();
    const assets = fetched.filter((path) => path.startsWith('/assets/'));
    expect(assets.length).toBeGreaterThan(10);
    expect(assets).toEqual([...new Set(assets)]);
    expect(assets.some((path) => path.startsWith('/assets/choiceParts-'))).toBe(true);
    expect(assets.filter((path) => path.endsWith('.css'))).toEqual([]);
    expect(fetched).not.toContain('/config.json');
  });

  test('a form page reached from another page is downloaded then and drawn', async ({ page }) => {
    await page.goto('/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Consent Messages Form' }).click();
    await expect(page.getByRole('textbox', { name: /name/i }).first()).toBeVisible();
    await nav.getByRole('link', { name: 'Order Rx Form' }).click();
    await expect(page.getByRole('heading', { name: 'Patient Information' })).toBeVisible();
  });
});

test.describe('runtime configuration', () => {
  test('company values shown on the pages come from /config.json', async ({ page }) => {
    await serveConfig(page, JSON.stringify(acmeConfig));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Acme Medical Rx Forms');
    await expect(page.getByRole('img', { name: 'Acme Medical logo' })).toHaveAttribute(
      'title',
      'Acme Medical logo',
    );
    await expect(page.getByRole('link', { name: 'Visit Us' })).toHaveAttribute(
      'href',
      'https://acme.example/',
    );
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('(305) 555-0100');
    await expect(footer).toContainText('(305) 555-0101');
    await expect(footer).toContainText('orders@acme.example');
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Acme Medical`);
    await expect(page.getByRole('banner')).toContainText('Acme Medical');
    await expect(page.getByText('Task Supply')).toHaveCount(0);

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'About' })
      .click();
    await expect(page.getByRole('main')).toContainText('Acme Medical is your partner');
    await expect(page.getByRole('main').getByRole('link')).toHaveAttribute(
      'href',
      'https://acme.example/',
    );
  });

  const brokenFiles: [string, string, number][] = [
    ['a server error', '{"company":{"name":"Acme Medical"}}', 500],
    ['invalid JSON', '{"company": {"name": "Acme', 200],
    ['a wrong type', '{"company": "Acme Medical", "orderFormActions": 3}', 200],
  ];
  for (const [problem, body, status] of brokenFiles) {
    test(`a config.json with ${problem} is logged and the defaults are used`, async ({ page }) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await serveConfig(page, body, status);
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Task Supply Rx Forms');
      await expect(page.getByRole('link', { name: 'Visit Us' })).toHaveAttribute(
        'href',
        'https://www.example.com',
      );
      expect(errors.some((text) => text.includes('config.json'))).toBe(true);
    });
  }
});

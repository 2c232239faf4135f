import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests run in Debian's Chromium (browser downloads do not work here) against the
 * built site served by the project's API server (server/). E2E_PORT and E2E_OUT let several runs
 * share one machine. The server keeps its data in a fresh `.e2e-data-<port>` folder, whose
 * outbox (.eml files, text messages) and consent database tests read through E2E_OUTBOX_DIR and
 * E2E_DATA_DIR; a second server of the same build on E2E_PORT + 2 serves the specs that read
 * neither. Pages embedding the form may use the origins in E2E_TRUSTED_ORIGINS (default
 * http://localhost:<port+1> and http://127.0.0.1:<port+1>).
 */
const port = Number(process.env.E2E_PORT ?? 4173);
const outDir = process.env.E2E_OUT ?? 'dist';
const e2eDir = path.resolve(`.e2e-data-${port}`);
process.env.E2E_DATA_DIR = path.join(e2eDir, 'data');
process.env.E2E_OUTBOX_DIR = path.join(e2eDir, 'outbox');
const trustedOrigins =
  process.env.E2E_TRUSTED_ORIGINS ?? `http://localhost:${port + 1},http://127.0.0.1:${port + 1}`;

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Specs that serve a site of their own (built for a sub-path, built from edited schemas, run
 * by `npm run dev`, or the studio) rather than the one build every other spec shares.
 */
const ownSiteSpecs = [
  'subpath.spec.ts',
  'schema-edit.spec.ts',
  'dev-preview.spec.ts',
  'studio.spec.ts',
];
/**
 * Specs that read the shared server's outbox or consent database. They find their messages as
 * the files that are new, so they run one at a time against a server of their own (`site`);
 * every other spec of the one build (`pages`) runs against a second server of that build, whose
 * outbox nobody reads, as many at a time as there are workers.
 */
const outboxSpecs = [
  'all-fields.spec.ts',
  'consent-form.spec.ts',
  'order-document.spec.ts',
  'order-help.spec.ts',
  'order-server.spec.ts',
  'server.spec.ts',
  'spanish.spec.ts',
  'true-document.spec.ts',
];
const pagesPort = port + 2;

/** The project's server on the built site, with its data and outbox in `dir`. */
function siteServer(serverPort: number, dir: string) {
  return {
    PORT: String(serverPort),
    HOST: '127.0.0.1',
    SITE_DIR: outDir,
    DATA_DIR: path.join(dir, 'data'),
    OUTBOX_DIR: path.join(dir, 'outbox'),
    TRUSTED_ORIGINS: trustedOrigins,
    SMTP_URL: '',
    WHATSAPP_PROVIDER_URL: '',
    RATE_LIMIT_MAX: '10000',
    LOG_LEVEL: 'warn',
  };
}

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: 'list',
  timeout: 60_000,
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs },
    trace: 'off',
  },
  // own-sites first: studio.spec.ts is the longest chain of tests in one file.
  projects: [
    { name: 'own-sites', testMatch: ownSiteSpecs, workers: 1 },
    { name: 'site', testMatch: outboxSpecs, workers: 1 },
    {
      name: 'pages',
      testIgnore: [...outboxSpecs, ...ownSiteSpecs],
      use: { baseURL: `http://127.0.0.1:${pagesPort}` },
    },
  ],
  // Started in order: the first builds the site, the second serves that same build.
  webServer: [
    {
      command: [
        `node -e "require('fs').rmSync('${e2eDir}', { recursive: true, force: true })"`,
        `npx vite build --outDir ${outDir} --emptyOutDir`,
        'npx tsx server/main.ts',
      ].join(' && '),
      env: siteServer(port, e2eDir),
      url: `http://127.0.0.1:${port}/healthz`,
      reuseExistingServer: false,
      timeout: 180_000,
    },
    {
      command: 'npx tsx server/main.ts',
      env: siteServer(pagesPort, path.join(e2eDir, 'pages')),
      url: `http://127.0.0.1:${pagesPort}/healthz`,
      reuseExistingServer: false,
      timeout: 180_000,
    },
  ],
});

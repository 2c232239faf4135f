import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/**
 * Two projects: the server, the contract, the form core (which has no DOM and no React) and the
 * build scripts' tests run in Node; the browser code's tests (and the component tests under
 * tests/unit) in jsdom.
 */
const nodeTests = [
  'server/**/*.test.ts',
  'contract/**/*.test.ts',
  'src/forms/core/**/*.test.ts',
  'tests/unit/**/*.test.ts',
];

const jsdomTests = ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.tsx'];

/**
 * Browser tests that replace modules or globals (vi.mock, vi.stubGlobal, fetch) or keep things in
 * the window's storage: each keeps a window of its own, so nothing it changes reaches another file.
 */
const ownWindowTests = [
  'src/features/consent/ConsentPage.test.tsx',
  'src/features/generic-form/GenericFormPage.test.tsx',
  'src/features/order-rx/SentOrderNotice.test.tsx',
  'src/features/order-rx/orderReference.test.ts',
  'src/features/order-rx/useOrderDraft.test.ts',
  'src/features/order-rx/usePrintPdf.test.tsx',
  'src/features/order-rx/useSendOrder.test.tsx',
  'src/features/signing/SigningStatusPage.test.tsx',
  'src/forms/widgets/signature/SignatureWidget.test.tsx',
  'src/lib/sounds/sounds.test.ts',
];

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      // Vitest's default (one fewer than the cores) is a single worker on a 2-core machine, yet
      // many files here mostly wait on child processes (servers, PostgreSQL, SMTP): two run
      // side by side take about half as long (136 s alone against 76 s here).
      maxWorkers: Math.max(2, availableParallelism() - 1),
      // Servers, PostgreSQL, SMTP and a big form drawn in jsdom can pass Vitest's 5 s and 10 s
      // defaults on a busy 2-core machine. A limit here detects a hang; it is not a speed test.
      testTimeout: 30_000,
      hookTimeout: 60_000,
      projects: [
        {
          extends: true,
          test: {
            name: 'node',
            environment: 'node',
            include: nodeTests,
            // Modules loaded once per worker, not once per file: about 60 s of CPU less (143 s
            // against 82 s on the idle machine). No file here replaces modules or globals.
            isolate: false,
          },
        },
        {
          extends: true,
          test: {
            name: 'jsdom',
            environment: 'jsdom',
            include: jsdomTests,
            exclude: ['src/forms/core/**', ...ownWindowTests],
            setupFiles: ['tests/unit/setup.ts'],
            // One window per worker, not one per file: making a jsdom window and importing
            // React, rjsf and the renderer anew for each of some fifty files was the largest
            // part of the unit run. Each test cleans up what it draws (setup.ts).
            isolate: false,
          },
        },
        {
          extends: true,
          test: {
            name: 'jsdom-own-window',
            environment: 'jsdom',
            include: ownWindowTests,
            setupFiles: ['tests/unit/setup.ts'],
          },
        },
      ],
    },
  }),
);

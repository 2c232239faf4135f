import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { schemaCheck } from './scripts/vite-plugin-schema-check.ts';
import { formValidators } from './scripts/vite-plugin-form-validators.ts';
import { answerReaders } from './scripts/vite-plugin-answer-readers.ts';
import { leanDependencies } from './scripts/vite-plugin-lean-dependencies.ts';
import { pageDocuments } from './scripts/vite-plugin-page-documents.ts';
import { compressedCopies } from './scripts/vite-plugin-compressed-copies.ts';
import { apiPrefixes } from './contract/api.ts';
import { chunkGroups } from './scripts/chunkGroups.ts';

const projectRoot = path.dirname(fileURLToPath(import.meta.url));

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [
    react(),
    schemaCheck(),
    formValidators(),
    answerReaders(),
    leanDependencies(),
    pageDocuments(),
    compressedCopies(),
  ],
  build: {
    // Every browser the site supports preloads modules itself; the polyfill cost every page.
    modulePreload: { polyfill: false },
    // The site's styles as one sheet, which every document carries inline
    // (scripts/vite-plugin-page-documents.ts): a page paints before any file has arrived, instead
    // of waiting for its style sheets behind the scripts on a slow network.
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What every page runs, as one file instead of about seven small ones: one gzip
          // stream compresses it about 2 KB smaller, and it is fewer requests. `startup` is what
          // the entry needs before React arrives, kept apart so that the page's code and
          // config.json are requested at once, alongside the shell; `shell` is React, the router
          // and the site's shell that the entry loads (src/app/startApp.tsx), without what that
          // loads on demand (pages, the forms' lazy parts, a first screen's handover). `forms` is
          // the form renderer every form page imports (src/forms/index.ts), rjsf included, as one
          // file instead of about eight that the bundler cut by which pages share them (1 to 2 KB
          // gzip less on the order page). Of @rjsf/utils, whose index names every utility, the
          // bundler places each by who imports it: those only rjsf's defaults loaded on first use
          // need (its date and file widgets' helpers) stay with them, 1.7 KB gzip less.
          groups: chunkGroups(projectRoot, [
            { name: 'startup', root: 'src/main.ts', priority: 2 },
            { name: 'shell', root: 'src/app/startApp.tsx', priority: 1 },
            {
              name: 'forms',
              root: 'src/forms/index.ts',
              priority: 0,
              leaveOut: /[\\/]@rjsf[\\/]utils[\\/]/,
            },
          ]),
        },
      },
    },
  },
  server: {
    // Paths of the API server (server/), which `npm run dev` starts beside Vite. The browser's
    // Host is kept so the API server sees a same-origin call.
    proxy: Object.fromEntries(
      apiPrefixes.map((path) => [path, { target: apiTarget, changeOrigin: false }]),
    ),
  },
});

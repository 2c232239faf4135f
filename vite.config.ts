import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { schemaCheck } from './scripts/vite-plugin-schema-check.ts';
import { formValidators } from './scripts/vite-plugin-form-validators.ts';
import { leanDependencies } from './scripts/vite-plugin-lean-dependencies.ts';
import { pageDocuments } from './scripts/vite-plugin-page-documents.ts';
import { compressedCopies } from './scripts/vite-plugin-compressed-copies.ts';
import { apiPrefixes } from './contract/api.ts';

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:8080';

/**
 * React, the router and the site's shell (not what it loads on demand: About, not found, and the
 * handover of a first screen).
 */
const shellModules =
  /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]|[\\/]src[\\/]app[\\/](?!pages[\\/](AboutPage|NotFoundPage)\.tsx$|firstScreenHandover\.ts$)|[\\/]src[\\/]lib[\\/]config[\\/](ConfigContext|useDocumentTitle)\.tsx?$|[\\/]contract[\\/]catalog\.ts$|[\\/]schemas[\\/]forms\.json$/;
/**
 * What src/main.ts needs before React arrives: kept out of the shell so the page's code and
 * config.json are requested at once, alongside the shell, not after it.
 */
const startupModules =
  /[\\/]src[\\/](main\.ts|app[\\/](paths|pageModules)\.ts|lib[\\/]config[\\/]config\.ts$)|[\\/]contract[\\/]config\.ts$|vite[\\/]preload-helper/;

export default defineConfig({
  plugins: [
    react(),
    schemaCheck(),
    formValidators(),
    leanDependencies(),
    pageDocuments(),
    compressedCopies(),
  ],
  build: {
    // Every browser the site supports preloads modules itself; the polyfill cost every page.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What every page runs, as one file instead of about seven small ones: one gzip
          // stream compresses it about 2 KB smaller, and it is fewer requests.
          groups: [
            { name: 'startup', test: startupModules, priority: 2 },
            { name: 'shell', test: shellModules, priority: 1 },
          ],
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

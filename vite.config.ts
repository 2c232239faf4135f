import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** Paths of the API server (server/), forwarded by the dev server; `npm run dev` starts both. */
const apiPaths = ['/send_email_order_rx_form', '/whatsapp-manager', '/consents', '/healthz'];
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
  server: {
    // The browser's Host is kept so the API server sees a same-origin call.
    proxy: Object.fromEntries(
      apiPaths.map((path) => [path, { target: apiTarget, changeOrigin: false }]),
    ),
  },
});

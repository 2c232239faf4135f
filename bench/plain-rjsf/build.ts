/** Builds the plain rjsf page (main.tsx) into `outDir`, compressed as the site's build is. */
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { compressedCopies } from '../../scripts/vite-plugin-compressed-copies.ts';

export async function buildPlainRjsf(outDir: string): Promise<void> {
  await build({
    root: fileURLToPath(new URL('.', import.meta.url)),
    configFile: false,
    logLevel: 'warn',
    plugins: [react(), compressedCopies()],
    // One file, as a plain rjsf page is usually shipped: no warning about its size.
    build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 2048 },
  });
}

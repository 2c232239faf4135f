/** Writes the compressed copies of the built site's text files (compressedCopies.ts). */
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { writeCompressedCopies } from './compressedCopies.ts';

export function compressedCopies(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'rx-compressed-copies',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    // Once every file, public/ included, is written.
    async closeBundle() {
      if (config.build.ssr || config.build.write === false) return;
      await writeCompressedCopies(path.resolve(config.root, config.build.outDir));
    },
  };
}

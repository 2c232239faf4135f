import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      include: [
        'contract/**/*.test.ts',
        'src/**/*.test.{ts,tsx}',
        'tests/unit/**/*.test.{ts,tsx}',
        'server/**/*.test.ts',
      ],
      setupFiles: ['tests/unit/setup.ts'],
    },
  }),
);

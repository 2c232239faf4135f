import fs from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const features = fs.readdirSync('src/features');

/**
 * The folders' boundaries (README, "Folders"): the browser and the server share only contract/,
 * which depends on neither; a feature uses the renderer and the libraries but no other feature
 * and not the app shell that routes to it.
 */
const boundaries = [
  {
    target: './server',
    from: './src',
    message: 'The server shares code with the browser only through contract/.',
  },
  {
    target: './src',
    from: './server',
    message: 'The browser shares code with the server only through contract/.',
  },
  {
    target: './contract',
    from: ['./src', './server', './scripts', './tests', './bench'],
    message: 'contract/ is what both sides share: it depends on neither.',
  },
  {
    target: './src/forms/core',
    from: '.',
    except: ['./src/forms/core', './contract', './node_modules'],
    message: 'src/forms/core/ is the form logic alone: it imports only itself and contract/.',
  },
  {
    target: './src/features',
    from: './src/app',
    message: 'A feature does not depend on the app shell that routes to it.',
  },
  {
    target: './src/features',
    from: './src/forms',
    // Its tests may also let a long form draw all its sections.
    except: ['./index.ts', './drawnForm.testing.ts'],
    message: 'A form page uses the renderer through src/forms/index.ts only.',
  },
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'Features never import each other: move what they share to src/forms or src/lib.',
  })),
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'node_modules',
      'test-results',
      'playwright-report',
      'data',
      'outbox',
    ],
  },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { ecmaVersion: 2023, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-console': ['warn', { allow: ['warn', 'error'] }],
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
    },
  },
  {
    files: ['contract/**'],
    ignores: ['contract/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'react',
                'react-dom',
                'react-*',
                '@rjsf/*',
                'node:*',
                'fastify',
                '@fastify/*',
              ],
              message: 'contract/ runs in the browser and in Node: plain TypeScript only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['studio/model/**', 'scripts/schema-check/checkFiles.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', 'react-*', 'node:*', 'fastify', '@fastify/*', 'vite'],
              message:
                'The studio model and the checker on texts run in the browser and in Node: plain TypeScript only (studio/README.md).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/forms/core/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', 'react-*', '@rjsf/core'],
              message: 'src/forms/core/ is the form logic without React: SchemaForm binds it.',
            },
          ],
        },
      ],
    },
  },
);

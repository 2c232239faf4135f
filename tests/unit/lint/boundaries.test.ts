/** The folders' boundaries are enforced by `npm run lint` (eslint.config.js), not by good will. */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

/** The boundary messages ESLint gives a file at `filePath` that imports `specifier`. */
async function boundaryErrors(filePath: string, specifier: string): Promise<string[]> {
  const [result] = await eslint.lintText(
    `import * as shared from '${specifier}';\nvoid shared;\n`,
    {
      filePath,
    },
  );
  return result.messages
    .filter(
      (m) => m.ruleId === 'import-x/no-restricted-paths' || m.ruleId === 'no-restricted-imports',
    )
    .map((m) => m.message);
}

// The first file linted loads ESLint's plugins and the TypeScript project: about 2 s alone,
// 7 s beside the end-to-end suite on two cores.
describe('lint boundaries', { timeout: 120_000 }, () => {
  it.each([
    ['server/example.ts', '../src/lib/config/config', 'only through contract/'],
    ['src/lib/example.ts', '../../server/app', 'only through contract/'],
    ['contract/example.ts', '../src/forms/validators', 'depends on neither'],
    ['contract/example.ts', 'react', 'plain TypeScript only'],
    ['src/features/consent/example.ts', '../order-rx/orderReference', 'never import each other'],
    ['src/features/consent/example.ts', '../../app/routes', 'does not depend on the app shell'],
    ['src/features/consent/example.ts', '../../forms/validators', 'src/forms/index.ts only'],
    ['src/forms/core/example.ts', '../validators', 'imports only itself and contract/'],
    ['src/forms/core/example.ts', '../../lib/i18n/words', 'imports only itself and contract/'],
  ])('%s may not import %s', async (file, specifier, message) => {
    const errors = await boundaryErrors(file, specifier);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(message);
  });

  it.each([
    ['server/example.ts', '../contract/api'],
    ['src/features/consent/example.ts', '../../../contract/api'],
    ['src/features/consent/example.ts', '../../forms'],
    ['src/features/consent/example.ts', './consentRecord'],
    ['src/forms/core/example.ts', './formValues'],
    ['src/forms/core/example.ts', '../../../contract/errors'],
    ['src/forms/core/example.ts', '@rjsf/utils'],
  ])('%s may import %s', async (file, specifier) => {
    expect(await boundaryErrors(file, specifier)).toEqual([]);
  });
});

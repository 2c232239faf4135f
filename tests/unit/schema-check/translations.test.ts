/** A missing Spanish text stops the check (and with it `npm run build`), naming file and key. */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import {
  checkSchemasDir,
  checkSiteWords,
  checkSiteWordsDir,
} from '../../../scripts/schema-check/checkForms';
import { errorsOf, formatProblem } from '../../../scripts/schema-check/problems';
import { copyOfSchemas, editJson, projectRoot } from './editedCopy';

describe('translations in the schema check', () => {
  const dir = copyOfSchemas();
  const locales = mkdtempSync(path.join(tmpdir(), 'rx-locales-'));
  cpSync(path.join(projectRoot, 'src/lib/i18n/locales'), locales, { recursive: true });
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
    rmSync(locales, { recursive: true, force: true });
  });

  it('every shipped form and the site words have all their Spanish', () => {
    expect(errorsOf(checkSchemasDir(path.join(projectRoot, 'schemas'), projectRoot))).toEqual([]);
    expect(checkSiteWords(projectRoot)).toEqual([]);
  });

  it('a form text removed from es.json fails with its file and key, in the command too', () => {
    editJson(path.join(dir, 'order-rx', 'es.json'), (file) => {
      delete file['orfPatientName.ui:title'];
    });
    expect(errorsOf(checkSchemasDir(dir, dir)).map(formatProblem)).toEqual([
      'order-rx/es.json at orfPatientName.ui:title: no es translation of "Patient Name"',
    ]);
    const run = spawnSync('npx', ['tsx', 'scripts/check-schemas.ts', dir], {
      cwd: projectRoot,
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('es.json at orfPatientName.ui:title');
    // The command is a child process (npx tsx): seconds beside a busy test run, as in
    // checkSchemas.test.ts.
  }, 30_000);

  it('a site word missing from, or added to, a Spanish words file is named', () => {
    editJson(path.join(locales, 'es', 'pages.json'), (words) => {
      delete (words.order as Record<string, unknown>).print;
      (words.order as Record<string, unknown>).extra = 'Extra';
    });
    expect(checkSiteWordsDir(locales, locales).map(formatProblem)).toEqual([
      'es/pages.json at order.print: no translation of "Print"',
      expect.stringMatching(
        /^es\/pages\.json at order\.extra \(line \d+\): not in the English file: remove it$/,
      ),
    ]);
  });

  it('an error message missing from the Spanish errors.json in contract/ is named', () => {
    const errorWords = mkdtempSync(path.join(tmpdir(), 'rx-error-words-'));
    cpSync(path.join(projectRoot, 'contract/locales'), errorWords, { recursive: true });
    editJson(path.join(errorWords, 'es', 'errors.json'), (words) => {
      delete words.pattern;
    });
    expect(checkSiteWordsDir(errorWords, errorWords).map(formatProblem)).toEqual([
      'es/errors.json at pattern: no translation of "Check the format"',
    ]);
    rmSync(errorWords, { recursive: true, force: true });
  });
});

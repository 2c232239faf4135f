/**
 * `npm run check:schemas [folder]`: checks every form in schemas/ (or the given folder, or
 * SCHEMAS_DIR), with its translations, and the site's words in each language (SITE_WORDS_DIRS), and lists every problem in words the
 * person editing the files can act on.
 * Exit code 1 when there is any (warnings are said, and do not stop anything). Runs before
 * `dev`, `build` and `test`.
 */
import path from 'node:path';
import { checkSchemasDir, checkSiteWords } from './schema-check/checkForms.ts';
import { errorsOf, formatProblem, warningsOf } from './schema-check/problems.ts';
import { schemasDirFromEnv } from './schema-check/schemasDir.ts';

const dir = process.argv[2] ? path.resolve(process.argv[2]) : schemasDirFromEnv(process.cwd());
const found = [...checkSchemasDir(dir), ...checkSiteWords()];
const problems = errorsOf(found);
for (const warning of warningsOf(found)) console.warn(`- Warning: ${formatProblem(warning)}\n`);
if (problems.length === 0) {
  const shown = path.relative(process.cwd(), dir);
  console.warn(`Schema check: the forms in ${shown.startsWith('..') ? dir : shown} look good.`);
} else {
  const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`;
  console.error(`Schema check found ${count}:\n`);
  for (const problem of problems) console.error(`- ${formatProblem(problem)}\n`);
  process.exitCode = 1;
}

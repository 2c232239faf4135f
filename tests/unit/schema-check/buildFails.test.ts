import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot } from './editedCopy';
import { widgetNames } from '../../../src/forms/registryNames';

/**
 * A broken form folder stops the build with the checker's words. SCHEMAS_DIR points the
 * checker (and the Vite plugin) at a broken fixture instead of schemas/, the same code path.
 */
describe('a broken schema file stops the build', () => {
  const outDir = mkdtempSync(path.join(tmpdir(), 'rx-build-'));
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));
  const broken = 'tests/fixtures/schema-check/unknown-widget';
  const message =
    `${broken}/sample/ui.json at phone.ui:widget (line 11): "phnoe" is not a known widget. ` +
    `Did you mean "phone"? Use one of: ${widgetNames.join(', ')}.`;

  const run = (command: string, args: string[]) =>
    spawnSync(command, args, {
      cwd: projectRoot,
      encoding: 'utf8',
      env: { ...process.env, SCHEMAS_DIR: broken },
    });

  it('`npm run build` fails before compiling, with the message', () => {
    const result = run('npm', ['run', 'build', '--', '--outDir', outDir]);
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain(message);
    expect(result.stdout).not.toContain('vite build');
  }, 60_000);

  it('`vite build` alone (as the e2e server runs it) fails too, with the message', () => {
    const vite = path.join(projectRoot, 'node_modules', 'vite', 'bin', 'vite.js');
    const result = run(process.execPath, [
      vite,
      'build',
      '--outDir',
      outDir,
      '--logLevel',
      'error',
    ]);
    expect(result.status).not.toBe(0);
    expect(result.stdout + result.stderr).toContain(message);
  }, 60_000);
});

/**
 * `.ci/run` fails when a boundary is broken: it runs the lint, type and format gates side by side
 * (`.ci/gates`) before the tests under `set -e`, `.ci/gates` fails when any gate fails, and the
 * lint gate exits non-zero for a server file that imports `src/`.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** The script's lines that are commands: neither comments nor blank. */
function commandLines(script: string): string[] {
  return script
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

describe('CI gates', { timeout: 60_000 }, () => {
  it('.ci/run stops at the first failing step and gates lint, types and format before the tests', () => {
    const lines = commandLines(readFileSync('.ci/run', 'utf8'));
    expect(lines).toContain('set -euo pipefail');
    const gates = lines.indexOf('bash .ci/gates lint typecheck format:check');
    expect(gates).toBeGreaterThanOrEqual(0);
    // better-sqlite3 is built beside the gates; the tests wait for it.
    const sqliteBuilt = lines.findIndex((line) => line.includes('wait "$sqlite_build"'));
    expect(sqliteBuilt).toBeGreaterThan(gates);
    expect(lines.indexOf('npm test')).toBeGreaterThan(sqliteBuilt);
  });

  it('.ci/gates runs every gate, and fails naming the broken one while the others pass', () => {
    const project = mkdtempSync(path.join(tmpdir(), 'rx-ci-gates-'));
    try {
      mkdirSync(path.join(project, '.ci'));
      copyFileSync('.ci/gates', path.join(project, '.ci', 'gates'));
      const scripts = { fine: 'echo fine', broken: 'echo broken >&2; exit 3' };
      writeFileSync(path.join(project, 'package.json'), JSON.stringify({ scripts }));
      const run = (...gates: string[]) =>
        spawnSync('bash', [path.join(project, '.ci', 'gates'), ...gates], { encoding: 'utf8' });

      const failing = run('fine', 'broken');
      expect(failing.status).toBe(1);
      expect(failing.stdout).toContain('[fine] fine');
      expect(failing.stdout).toContain('[broken] broken');
      expect(failing.stderr).toContain('Gate failed: broken');

      const passing = run('fine');
      expect(passing.status).toBe(0);
      expect(passing.stdout).toContain('Gates passed: fine');
    } finally {
      rmSync(project, { recursive: true, force: true });
    }
  });

  it('the lint gate exits non-zero for a server file that imports src/', () => {
    // What `npm run lint` (eslint .) reports for such a file, given as if it were server/leak.ts.
    const result = spawnSync(
      'npx',
      ['--no-install', 'eslint', '--stdin', '--stdin-filename', 'server/leak.ts'],
      {
        input: "import { loadConfig } from '../src/lib/config/config';\nvoid loadConfig;\n",
        encoding: 'utf8',
      },
    );
    expect(result.status).toBe(1);
    expect(result.stdout).toContain(
      'The server shares code with the browser only through contract/',
    );
  });
});

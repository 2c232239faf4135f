/**
 * `.ci/run` fails when a boundary is broken: it runs the lint, type and format gates before the
 * tests under `set -e`, and the lint gate exits non-zero for a server file that imports `src/`.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
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
    const gates = ['npm run lint', 'npm run typecheck', 'npm run format:check', 'npm test'];
    const positions = gates.map((gate) => lines.indexOf(gate));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
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

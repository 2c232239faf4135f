/**
 * The build the speed targets are measured against (issue 35: `50b3556`), built from git in a
 * worktree of its own with its own dependencies, kept under node_modules/.cache between runs.
 * `BENCH_BASELINE=<commit>` picks another; `BENCH_BASELINE=none` skips it.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export const DEFAULT_BASELINE = '50b3556';

function run(command: string, args: string[], cwd: string): void {
  execFileSync(command, args, {
    cwd,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, CI: 'true' },
  });
}

/** The baseline commit's built site (its `dist`), built once per commit. */
export function baselineSite(projectRoot: string, commit: string): string {
  const dir = join(projectRoot, 'node_modules', '.cache', `rx-bench-baseline-${commit}`);
  const outDir = join(dir, 'dist');
  if (existsSync(join(outDir, 'index.html'))) return outDir;
  if (!existsSync(dir))
    run('git', ['worktree', 'add', '--force', '--detach', dir, commit], projectRoot);
  run('npm', ['ci', '--no-audit', '--no-fund', '--ignore-scripts'], dir);
  run('npx', ['vite', 'build', '--logLevel', 'error', '--outDir', outDir], dir);
  return outDir;
}

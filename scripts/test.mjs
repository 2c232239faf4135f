/**
 * `npm test`: the Vitest and the Playwright tests at once. Each leaves most of a 2-core machine
 * idle (Vitest waits on servers, PostgreSQL and SMTP; Playwright on the browser), so together
 * they take about as long as the Playwright run alone. Each line is prefixed with its suite;
 * a summary at the end names the suites that failed, and the exit code is non-zero if any did.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const suites = [
  { name: 'unit', command: ['vitest', 'run'] },
  { name: 'e2e', command: ['playwright', 'test'] },
];

function run({ name, command }) {
  const started = Date.now();
  const child = spawn('npx', ['--no-install', ...command], {
    stdio: ['ignore', 'pipe', 'pipe'],
    // Plain lines: colour codes behind a prefix only clutter a CI log.
    env: { ...process.env, NO_COLOR: '1' },
  });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      process.stdout.write(`[${name}] ${line}\n`);
    });
  }
  return new Promise((resolve) => {
    child.on('close', (code, signal) =>
      resolve({
        name,
        ok: code === 0,
        code: code ?? signal,
        seconds: (Date.now() - started) / 1000,
      }),
    );
  });
}

const results = await Promise.all(suites.map(run));
process.stdout.write('\n');
for (const { name, ok, code, seconds } of results) {
  process.stdout.write(
    `${name}: ${ok ? 'passed' : `FAILED (exit ${code})`} in ${Math.round(seconds)} s\n`,
  );
}
process.exitCode = results.every((result) => result.ok) ? 0 : 1;

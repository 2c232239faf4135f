/**
 * `npm start`: builds the site when it is missing or older than its sources, then runs the API
 * server (which serves the site and prints its URL). Settings come from the environment; see
 * docs/operations.md.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const siteDir = path.resolve(root, process.env.SITE_DIR?.trim() || 'dist');
const SOURCES = [
  'src',
  'contract',
  'schemas',
  'public',
  'scripts',
  'index.html',
  'vite.config.ts',
  'package.json',
];

/** Newest modification time of a file or of any file below a folder. */
function newestChange(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(entry)
    .reduce((newest, name) => Math.max(newest, newestChange(path.join(entry, name))), stat.mtimeMs);
}

function siteIsCurrent() {
  const builtAt = newestChange(path.join(siteDir, 'index.html'));
  return builtAt > 0 && SOURCES.every((source) => newestChange(path.join(root, source)) <= builtAt);
}

if (!siteIsCurrent()) {
  process.stdout.write(`Building the site into ${siteDir} ...\n`);
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const build = spawnSync(process.execPath, [vite, 'build', '--outDir', siteDir, '--emptyOutDir'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server', 'main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, SITE_DIR: siteDir },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

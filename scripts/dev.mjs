/**
 * `npm run dev`: Vite's dev server plus the API server, so the site in development can send
 * orders, forms, text messages and consents. Vite forwards the API paths to the API server
 * (vite.config.ts, `server.proxy`). The API server restarts when its code or a form's files
 * change, so a form added or edited in schemas/ is checked and accepted as soon as the page
 * shows it. Stopping either stops both.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (pkg, file) => path.join(root, 'node_modules', pkg, ...file.split('/'));

const apiHost = process.env.HOST?.trim() || '127.0.0.1';
const apiPort = process.env.PORT?.trim() || '8080';
const env = { ...process.env, API_PROXY_TARGET: `http://${apiHost}:${apiPort}` };
const schemasDir = path.resolve(root, process.env.SCHEMAS_DIR?.trim() || 'schemas');

const children = [
  spawn(
    process.execPath,
    [
      bin('tsx', 'dist/cli.mjs'),
      'watch',
      '--include',
      path.join(schemasDir, '**', '*.json'),
      path.join(root, 'server', 'main.ts'),
    ],
    {
      cwd: root,
      stdio: 'inherit',
      env,
    },
  ),
  spawn(process.execPath, [bin('vite', 'bin/vite.js'), ...process.argv.slice(2)], {
    cwd: root,
    stdio: 'inherit',
    env,
  }),
];

function stopAll(code) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const child of children) child.on('exit', (code) => stopAll(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0));

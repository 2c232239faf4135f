/**
 * `npm run studio`: the form studio on http://127.0.0.1:<STUDIO_PORT> (default 5178), editing the
 * schemas/ folder of the project it is started in, or SCHEMAS_DIR. A staff tool on a staff
 * machine: never part of `npm start`, the production server or `dist/` (studio/README.md).
 */
import { existsSync } from 'node:fs';
import { schemasDirFromEnv } from '../../scripts/schema-check/schemasDir.ts';
import { createStudioUi } from '../ui/uiServer.ts';
import { startStudioServer } from './studioServer.ts';

const DEFAULT_PORT = 5178;

function portFromEnv(): number {
  const written = process.env.STUDIO_PORT?.trim();
  const port = written ? Number(written) : DEFAULT_PORT;
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`STUDIO_PORT must be a port number from 1 to 65535, not "${written}".`);
  }
  return port;
}

const projectRoot = process.cwd();
const schemasDir = schemasDirFromEnv(projectRoot);
if (!existsSync(schemasDir)) {
  console.error(`The folder of forms ${schemasDir} does not exist (SCHEMAS_DIR).`);
  process.exit(1);
}
const port = portFromEnv();
const ui = await createStudioUi({ projectRoot, reloadPort: port + 1 });
const studio = await startStudioServer({ schemasDir, port, ui: ui.middlewares });
process.stdout.write(`Form studio: ${studio.url} (editing ${schemasDir})\n`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void Promise.all([studio.close(), ui.close()]).then(() => process.exit(0));
  });
}

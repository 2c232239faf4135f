/**
 * Runs the real server as its own process (`node --import tsx server/main.ts`), for tests that
 * kill it or run several against one database.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './smtpSink';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything it printed so far (start-up lines and JSON log). */
  output(): string;
  /** SIGKILL: no shutdown hook runs, as in a crash. */
  kill(): Promise<void>;
  /** SIGTERM: the server closes gracefully. */
  stop(): Promise<void>;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** `env` holds the server settings; PORT and HOST are chosen here. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server', 'main.ts')], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    const onData = () => {
      if (output.includes('Rx Forms server running at')) resolve();
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`Server exited with ${code}:\n${output}`)));
  });
  const signal = async (name: NodeJS.Signals) => {
    const done = exited(child);
    child.kill(name);
    // A graceful stop that has not ended in 15 s (a connection the browser keeps open) is
    // ended, so a test's clean-up cannot hang it past its time limit.
    const forced = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await done;
    clearTimeout(forced);
  };
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    kill: () => signal('SIGKILL'),
    stop: () => signal('SIGTERM'),
  };
}

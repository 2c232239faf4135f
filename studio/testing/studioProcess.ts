/** Runs `npm run studio` on a folder of forms, as staff start it, for a test or the bench to drive. */
import { spawn } from 'node:child_process';

export interface RunningStudio {
  url: string;
  output(): string;
  stop(): Promise<void>;
}

export async function startStudio(schemasDir: string, port: number): Promise<RunningStudio> {
  // Its own process group, so that stopping it stops npm, tsx and the server alike.
  const child = spawn('npm', ['run', 'studio'], {
    env: { ...process.env, SCHEMAS_DIR: schemasDir, STUDIO_PORT: String(port), NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the studio did not start:\n${output}`)),
      90_000,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const address = /http:\/\/127\.0\.0\.1:\d+\/?/.exec(output);
      if (address) {
        clearTimeout(timer);
        resolve(address[0].replace(/\/?$/, '/'));
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`the studio stopped (${code}):\n${output}`)));
  });
  return {
    url,
    output: () => output,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid!, 'SIGTERM');
      await exited;
    },
  };
}

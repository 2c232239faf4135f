/**
 * Starts and stops a real SMTP server (server/testing/smtp_sink.py, aiosmtpd) on a loopback
 * port, and reads the messages it received. It can be stopped and started again on the same
 * port (SMTP down, then back) and told to stall after DATA.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SCRIPT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'smtp_sink.py');
/** Debian's interpreter, where python3-aiosmtpd is installed (a pyenv python3 may lack it). */
const PYTHON = fs.existsSync('/usr/bin/python3') ? '/usr/bin/python3' : 'python3';

export interface ReceivedMail {
  file: string;
  subject: string;
  messageId: string;
  raw: Buffer;
}

export interface SmtpSink {
  port: number;
  url: string;
  /** Messages received so far, oldest first. */
  messages(): ReceivedMail[];
  /** Holds every DATA unanswered until `stall(false)`. */
  stall(on: boolean): void;
  /** Starts the server (again) on the same port. */
  start(): Promise<void>;
  /** Stops the server; connections are refused until `start()`. */
  stop(): Promise<void>;
  /** Stops it and deletes what it received. */
  dispose(): Promise<void>;
}

/** A port nothing listens on right now. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

function header(raw: string, name: string): string {
  const match = new RegExp(`^${name}:[ \\t]*(.*)$`, 'im').exec(raw.split('\r\n\r\n')[0]);
  return match ? match[1].trim() : '';
}

function readMessages(dir: string): ReceivedMail[] {
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => {
      const raw = fs.readFileSync(path.join(dir, name));
      const text = raw.toString('latin1');
      return {
        file: name,
        subject: header(text, 'Subject'),
        messageId: header(text, 'Message-ID'),
        raw,
      };
    });
}

async function launch(port: number, dir: string): Promise<ChildProcess> {
  const child = spawn(PYTHON, [SCRIPT, String(port), dir], { stdio: ['ignore', 'pipe', 'pipe'] });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve();
    });
    child.once('exit', (code) =>
      reject(new Error(`SMTP sink exited with ${code} before it was ready:\n${errors}`)),
    );
  });
  return child;
}

async function terminate(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** `started: false` reserves the port but leaves the server down (SMTP is unreachable). */
export async function startSmtpSink(options: { started?: boolean } = {}): Promise<SmtpSink> {
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rx-smtp-sink-'));
  const stallFlag = path.join(dir, 'STALL');
  let child: ChildProcess | undefined;
  const sink: SmtpSink = {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages: () => readMessages(dir),
    stall(on) {
      if (on) fs.writeFileSync(stallFlag, '');
      else fs.rmSync(stallFlag, { force: true });
    },
    async start() {
      if (!child || child.exitCode !== null || child.signalCode !== null) {
        child = await launch(port, dir);
      }
    },
    async stop() {
      await terminate(child);
    },
    async dispose() {
      await terminate(child);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  if (options.started !== false) await sink.start();
  return sink;
}

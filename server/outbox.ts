/**
 * The local outbox: e-mails and text messages land here as files when no SMTP server or
 * text-message provider is configured. Files appear whole: written aside as
 * `<file>.<writer's pid>.<random>.partial`, then renamed.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export class Outbox {
  constructor(readonly dir: string) {}

  /** Writes `<time>-<kind>-<id>.<ext>` and returns its path. */
  async write(
    kind: string,
    id: string,
    extension: string,
    content: string | Buffer,
  ): Promise<string> {
    await fs.mkdir(this.dir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = path.join(this.dir, `${stamp}-${kind}-${id}.${extension}`);
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.partial`;
    await fs.writeFile(partial, content, { mode: 0o600 });
    await fs.rename(partial, file);
    return file;
  }
}

const PARTIAL = /\.(\d+)\.[0-9a-f]+\.partial$/;

/** Whether a process with this id is running (signal 0 tests without sending anything). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether a partial file's writer is gone. Ours at start-up can only be a previous process's
 * (a restarted container often gets the same pid); another live process sharing the outbox
 * may be writing it right now, so its files stay.
 */
function writerGone(name: string): boolean {
  const pid = Number(PARTIAL.exec(name)?.[1]);
  return !Number.isInteger(pid) || pid === process.pid || !isRunning(pid);
}

/** Removes every half-written file left in the outbox by a process that was killed mid-write. */
export async function removeLeftoverPartials(dir: string): Promise<void> {
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  const leftovers = names.filter((name) => name.endsWith('.partial') && writerGone(name));
  await Promise.all(leftovers.map((name) => fs.rm(path.join(dir, name), { force: true })));
}

/** Short, unambiguous id that staff can read out on the phone. */
export function newShortId(): string {
  return randomBytes(4).toString('hex').toUpperCase();
}

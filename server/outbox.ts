/**
 * The local outbox: e-mails and text messages land here as files when no SMTP server or
 * text-message provider is configured. Files appear whole (written aside, then renamed).
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
    const partial = `${file}.${randomBytes(4).toString('hex')}.partial`;
    await fs.writeFile(partial, content, { mode: 0o600 });
    await fs.rename(partial, file);
    return file;
  }
}

/** A `.partial` file older than this is left over from a crash, not being written right now. */
const PARTIAL_MAX_AGE_MS = 60_000;

/** Removes half-written files left in the outbox by a process that was killed mid-write. */
export async function removeLeftoverPartials(dir: string): Promise<void> {
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  const now = Date.now();
  for (const name of names.filter((n) => n.endsWith('.partial'))) {
    const file = path.join(dir, name);
    const stat = await fs.stat(file).catch(() => undefined);
    if (stat && now - stat.mtimeMs > PARTIAL_MAX_AGE_MS) await fs.rm(file, { force: true });
  }
}

/** Short, unambiguous id that staff can read out on the phone. */
export function newShortId(): string {
  return randomBytes(4).toString('hex').toUpperCase();
}

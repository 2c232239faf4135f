import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { Outbox, removeLeftoverPartials } from './outbox';

let dir: string | undefined;
afterEach(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

it('removes every half-written file left by a crash at start-up, and nothing else', async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rx-outbox-test-'));
  const whole = await new Outbox(dir).write('order', 'RX-7K3M9QXA', 'eml', 'message');
  // A dead writer's file, one of an older version (no pid), and one of a previous process that
  // had this very pid (a restarted container) go, however new.
  const deadPid = spawnSync(process.execPath, ['-e', 'process.pid']).pid!;
  const leftovers = [
    `x-order-RX-00000001.eml.${deadPid}.1a2b3c4d.partial`,
    'x-order-RX-00000003.eml.1a2b3c4d.partial',
    `x-order-RX-00000004.eml.${process.pid}.1a2b3c4d.partial`,
  ];
  // A live process sharing the outbox may be writing this one right now.
  const beingWritten = path.join(dir, `x-order-RX-00000002.eml.${process.ppid}.5e6f7a8b.partial`);
  for (const name of leftovers) fs.writeFileSync(path.join(dir, name), '');
  fs.writeFileSync(beingWritten, 'half');

  await removeLeftoverPartials(dir);
  expect(fs.readdirSync(dir).sort()).toEqual(
    [path.basename(whole), path.basename(beingWritten)].sort(),
  );
  await removeLeftoverPartials(path.join(dir, 'missing'));
});

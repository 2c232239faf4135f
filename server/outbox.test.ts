// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { Outbox, removeLeftoverPartials } from './outbox';

let dir: string | undefined;
afterEach(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

it('removes half-written files left by a crash at start-up, and nothing else', async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rx-outbox-test-'));
  const whole = await new Outbox(dir).write('order', 'RX-7K3M9QXA', 'eml', 'message');
  const leftover = path.join(dir, 'x-order-RX-00000001.eml.1a2b3c4d.partial');
  const beingWritten = path.join(dir, 'x-order-RX-00000002.eml.5e6f7a8b.partial');
  fs.writeFileSync(leftover, 'half');
  fs.writeFileSync(beingWritten, 'half');
  const anHourAgo = new Date(Date.now() - 3600_000);
  fs.utimesSync(leftover, anHourAgo, anHourAgo);

  await removeLeftoverPartials(dir);
  expect(fs.readdirSync(dir).sort()).toEqual(
    [path.basename(whole), path.basename(beingWritten)].sort(),
  );
  await removeLeftoverPartials(path.join(dir, 'missing'));
});

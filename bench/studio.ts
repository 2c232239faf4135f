/**
 * `npm run bench:studio` (also the last part of `npm run bench`): how long an edit in the studio
 * takes to show in its live preview, on the Order Rx form with the CPU slowed 4 times. The
 * studio runs as staff start it (`npm run studio`) on a copy of schemas/; the label of a field
 * is typed anew several times, and the preview says how long each edit took to be drawn
 * (`data-preview-ms`, from the edit to the frame that shows it, both read on one clock in each
 * page's process; `data-preview-heard-ms`, until the studio heard of it).
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from './browser.ts';
import { median } from './stats.ts';
import { freePort } from '../server/testing/smtpSink.ts';
import { startStudio } from '../studio/testing/studioProcess.ts';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));
const EDITS = 8;
const CPU_RATE = 4;

async function main(): Promise<void> {
  const work = mkdtempSync(path.join(tmpdir(), 'rx-bench-studio-'));
  const schemasDir = path.join(work, 'schemas');
  cpSync(path.join(projectRoot, 'schemas'), schemasDir, { recursive: true });
  const studio = await startStudio(schemasDir, await freePort());
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(studio.url);
    await page.getByRole('button', { name: /^Referral Name ·/ }).click();
    const frame = page.frameLocator('.preview iframe');
    await frame.getByText('Referral Name', { exact: true }).waitFor();
    // The preview is a page of its own process (studio/ui/src/preview/previewMessages.ts):
    // both processes are slowed.
    const previewPage = page.frames().find((each) => each.url().endsWith('/preview.html'));
    for (const target of [page, previewPage!]) {
      const cdp = await page.context().newCDPSession(target);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
    }
    const label = page
      .locator('.pair-row')
      .filter({ hasText: 'Label' })
      .getByLabel('English', { exact: true });
    const times: number[] = [];
    const heard: number[] = [];
    for (let edit = 1; edit <= EDITS; edit += 1) {
      const text = `Referral Name ${edit}`;
      const preview = page.locator('.preview');
      const before = Number((await preview.getAttribute('data-previews')) ?? 0);
      await label.fill(text);
      await frame.getByText(text, { exact: true }).waitFor();
      await page.waitForFunction(
        (count) =>
          Number(document.querySelector('.preview')?.getAttribute('data-previews')) > count,
        before,
      );
      times.push(Number(await preview.getAttribute('data-preview-ms')));
      heard.push(Number(await preview.getAttribute('data-preview-heard-ms')));
    }
    const sorted = [...times].sort((a, b) => a - b);
    process.stdout.write(
      `Studio, edit → preview on the Order Rx form at CPU ×${CPU_RATE}: median ${median(times)} ms ` +
        `(min ${sorted[0]}, max ${sorted.at(-1)}, ${EDITS} edits; goal 300 ms); ` +
        `the studio heard of it after ${median(heard)} ms (median)\n`,
    );
  } finally {
    await browser.close();
    await studio.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

await main();

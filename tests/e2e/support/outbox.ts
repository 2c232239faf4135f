/** What the server's outbox holds: the e-mails a test's sends produced, read as a person would. */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import PostalMime from 'postal-mime';

/**
 * The JSON record and the PDF's text of the newest e-mail in `outbox` whose name matches
 * `pattern`, once `earlier` + 1 are there; the PDF is written to `work` to be read.
 */
export async function newestMailedRecord(
  outbox: string,
  work: string,
  pattern: RegExp,
  earlier = 0,
): Promise<{ values: Record<string, unknown>; pdfText: string }> {
  const files = () =>
    (existsSync(outbox) ? readdirSync(outbox) : []).filter((n) => pattern.test(n));
  await expect.poll(files).toHaveLength(earlier + 1);
  const newest = files().sort().at(-1)!;
  const mail = await PostalMime.parse(readFileSync(path.join(outbox, newest)));
  const content = (type: string) =>
    Buffer.from(mail.attachments.find((a) => a.mimeType === type)!.content as ArrayBuffer);
  const pdfFile = path.join(work, `${newest}.pdf`);
  writeFileSync(pdfFile, content('application/pdf'));
  const pdfText = execFileSync('pdftotext', ['-layout', pdfFile, '-'], { encoding: 'utf8' });
  return {
    values: (
      JSON.parse(content('application/json').toString('utf8')) as {
        values: Record<string, unknown>;
      }
    ).values,
    pdfText: pdfText.replace(/\s+/g, ' '),
  };
}

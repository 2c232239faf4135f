/**
 * The forms' documents as this server sends them: each first screen's template, which the build
 * writes to `.first-screens/` (scripts/vite-plugin-page-documents.ts), with its slots filled from
 * the config.json this server serves (contract/configSlots.ts). The person sees the deployment's
 * company and notice before any script has run, not the build's; the file itself goes into the
 * document too (contract/inlineConfig.ts), so the site need not ask for it. Filled once, at
 * start-up, into a folder of their own with their compressed copies, and sent like the site's
 * files.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AppConfig } from '../../contract/config';
import { FIRST_SCREEN_TEMPLATES_DIR, fillConfigSlots } from '../../contract/configSlots';
import { withInlineConfig } from '../../contract/inlineConfig';
import { writeCompressedCopies } from '../../scripts/compressedCopies';

export interface FilledDocuments {
  /** The folder the filled documents are in, by their names in the site (`order-rx-form.html`). */
  dir: string;
  has(document: string): boolean;
  remove(): void;
}

function templatesBelow(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

/** Fills every template of the built site in `siteDir`; none when it was built without any. */
export async function fillPageDocuments(
  siteDir: string,
  config: AppConfig,
): Promise<FilledDocuments> {
  const templatesDir = path.join(siteDir, FIRST_SCREEN_TEMPLATES_DIR);
  const documents = new Set(templatesBelow(templatesDir));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rx-forms-pages-'));
  for (const document of documents) {
    const template = fs.readFileSync(path.join(templatesDir, document), 'utf8');
    fs.mkdirSync(path.dirname(path.join(dir, document)), { recursive: true });
    const filled = fillConfigSlots(template, config, 'server');
    fs.writeFileSync(path.join(dir, document), withInlineConfig(filled, config));
  }
  await writeCompressedCopies(dir);
  return {
    dir,
    has: (document) => documents.has(document),
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

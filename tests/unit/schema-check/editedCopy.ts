import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { formTexts, type TranslatedText } from '../../../contract/translations';

export const projectRoot = path.resolve(import.meta.dirname, '../../..');

/** A throw-away copy of the project's schemas/ folder, to edit as staff would. */
export function copyOfSchemas(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'rx-schemas-'));
  cpSync(path.join(projectRoot, 'schemas'), dir, { recursive: true });
  return dir;
}

/** Writes a JSON file as staff's editors leave it (two spaces, a final newline), with its folder. */
export function writeJson(file: string, value: unknown): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(value, null, 2) + '\n');
}

export function editJson(file: string, edit: (value: Record<string, unknown>) => void): void {
  const value = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  edit(value);
  writeJson(file, value);
}

/** The small valid form of the checker's fixtures, added as `contact-us` with its forms.json entry. */
export function addContactForm(schemasDir: string, sendTo: string): void {
  cpSync(
    path.join(projectRoot, 'tests/fixtures/schema-check/valid/sample'),
    path.join(schemasDir, 'contact-us'),
    {
      recursive: true,
    },
  );
  editJson(path.join(schemasDir, 'forms.json'), (list) => {
    (list as unknown as unknown[]).push({
      id: 'contact-us',
      route: '/contact-us',
      title: 'Contact Us',
      sendTo,
    });
  });
  translateNewTexts(schemasDir);
}

/**
 * What staff do after adding texts to a form: give each new text its Spanish in the form's
 * es.json (here "(es) " + the English, so a test can tell it from a real translation), and
 * drop the keys of texts that are gone. Translations already there are kept.
 */
export function translateNewTexts(schemasDir: string): void {
  for (const folder of readdirSync(schemasDir)) {
    const dir = path.join(schemasDir, folder);
    if (!statSync(dir).isDirectory()) continue;
    const read = (file: string) =>
      JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as unknown;
    const esFile = path.join(dir, 'es.json');
    const existing = (existsSync(esFile) ? read('es.json') : {}) as Record<string, TranslatedText>;
    const texts = formTexts(read('schema.json'), read('ui.json'));
    writeJson(
      esFile,
      Object.fromEntries(
        texts.map(({ key, english }) => [
          key,
          existing[key]?.en === english ? existing[key] : { en: english, es: `(es) ${english}` },
        ]),
      ),
    );
  }
}

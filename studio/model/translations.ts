/**
 * A form's Spanish (its es.json, docs/editing-forms.md "Texts in Spanish"): set one text, keep the
 * file in step with the form after an edit, and list what is still to translate.
 */
import { formTexts, type FormText } from '../../contract/translations.ts';
import { removeValue, setValue } from './jsonText.ts';
import { renameKeys, sortKeys } from './keyEdits.ts';
import { asObject, formFile, readJson, StudioEditError, withFile } from './formFiles.ts';
import type { StudioFiles } from './types.ts';

const LANGUAGE = 'es';

/**
 * The texts of the last form read, by the texts of its schema.json and ui.json: one edit reads
 * them three times (applying it, the form's outline, what is left to translate).
 */
let lastTexts: { schema?: string; ui?: string; texts: readonly FormText[] } = { texts: [] };

export function textsOf(files: StudioFiles, form: string): readonly FormText[] {
  const [schemaPath, uiPath] = [formFile(form, 'schema'), formFile(form, 'ui')];
  const [schema, ui] = [files[schemaPath], files[uiPath]];
  if (schema === undefined || schema !== lastTexts.schema || ui !== lastTexts.ui) {
    const texts = formTexts(readJson(files, schemaPath), readJson(files, uiPath));
    lastTexts = { schema, ui, texts };
  }
  return lastTexts.texts;
}

/** Gives the text `key` its Spanish (and its current English); an empty Spanish removes it. */
export function setTranslation(
  files: StudioFiles,
  form: string,
  key: string,
  spanish: string,
): StudioFiles {
  const texts = textsOf(files, form);
  const text = texts.find((candidate) => candidate.key === key);
  if (!text) throw new StudioEditError(`The form has no text "${key}" to translate.`);
  const esPath = formFile(form, 'es');
  const entries = readJson(files, esPath);
  return withFile(files, esPath, (source) => {
    if (spanish.trim() === '') return removeValue(source, [key]);
    if (!(key in entries)) {
      const before = texts
        .slice(0, texts.indexOf(text))
        .reverse()
        .find((earlier) => earlier.key in entries);
      return setValue(
        source,
        [key],
        { en: text.english, es: spanish },
        before ? { after: before.key } : { first: true },
      );
    }
    const entry = asObject(entries[key]);
    let next = entry.en === text.english ? source : setValue(source, [key, 'en'], text.english);
    if (entry[LANGUAGE] !== spanish) next = setValue(next, [key, LANGUAGE], spanish);
    return next;
  });
}

/** Drops the Spanish of texts the form no longer has (a removed help, a removed field). */
export function dropGoneTranslations(files: StudioFiles, form: string): StudioFiles {
  const esPath = formFile(form, 'es');
  if (files[esPath] === undefined) return files;
  const keys = new Set(textsOf(files, form).map((text) => text.key));
  const gone = Object.keys(readJson(files, esPath)).filter((key) => !keys.has(key));
  return withFile(files, esPath, (source) =>
    gone.reduce((text, key) => removeValue(text, [key]), source),
  );
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Renumbers the Spanish of numbered texts (`ui:options.sections.<n>.…`, `<field>.oneOf.<n>.…`)
 * after their list changed: `renumber(n)` is item n's new number, or undefined when it is gone.
 * The entries then stand in the order of their numbers, in the places they held.
 */
export function renumberTranslations(
  files: StudioFiles,
  form: string,
  prefix: string,
  renumber: (index: number) => number | undefined,
): StudioFiles {
  const esPath = formFile(form, 'es');
  if (files[esPath] === undefined) return files;
  const numbered = new RegExp(`^${escaped(prefix)}(\\d+)\\.(.+)$`);
  const renames = new Map<string, string>();
  const gone: string[] = [];
  for (const key of Object.keys(readJson(files, esPath))) {
    const match = numbered.exec(key);
    if (!match) continue;
    const to = renumber(Number(match[1]));
    if (to === undefined) gone.push(key);
    else if (to !== Number(match[1])) renames.set(key, `${prefix}${to}.${match[2]}`);
  }
  if (gone.length === 0 && renames.size === 0) return files;
  return withFile(files, esPath, (text) => {
    const renamed = renameKeys(
      gone.reduce((result, key) => removeValue(result, [key]), text),
      [],
      renames,
    );
    return sortKeys(renamed, [], (key) => {
      const match = numbered.exec(key);
      return match ? Number(match[1]) : undefined;
    });
  });
}

export interface MissingTranslation {
  key: string;
  english: string;
  /** `missing`: no Spanish; `changed`: the English changed since it was translated. */
  reason: 'missing' | 'empty' | 'changed';
  /** The Spanish written for the old English, when `changed`. */
  es?: string;
}

/** Every text of the form whose Spanish is missing, empty or written for an older English. */
export function missingTranslations(files: StudioFiles, form: string): MissingTranslation[] {
  const esPath = formFile(form, 'es');
  const entries = files[esPath] === undefined ? {} : readJson(files, esPath);
  return textsOf(files, form).flatMap(({ key, english }): MissingTranslation[] => {
    if (!(key in entries)) return [{ key, english, reason: 'missing' }];
    const entry = asObject(entries[key]);
    const spanish = entry[LANGUAGE];
    if (typeof spanish !== 'string' || spanish.trim() === '')
      return [{ key, english, reason: 'empty' }];
    return entry.en === english ? [] : [{ key, english, reason: 'changed', es: spanish }];
  });
}

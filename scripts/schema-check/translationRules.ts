/**
 * Every text of a form has its translation beside the form (`schemas/<form>/es.json`), and the
 * site's words have theirs (`src/lib/i18n/locales/es/`, `contract/locales/es/`): a missing, empty, outdated or extra
 * key is an error naming the file and the key, so no page shows a mix of languages.
 */
import { DEFAULT_LOCALE, locales } from '../../contract/api.ts';
import { formTexts, translationProblems } from '../../contract/translations.ts';
import type { FileProblems, Problem } from './problems.ts';

/** The languages besides English, each a `<language>.json` in every form folder. */
export const TRANSLATED_LANGUAGES = locales.filter((locale) => locale !== DEFAULT_LOCALE);

export function missingTranslationFile(file: string, language: string): Problem {
  return {
    file,
    message: `This file is missing. Every form has its texts in each language of the site: copy the English texts of schema.json and ui.json into ${language}.json with their translations (docs/editing-forms.md, "Texts in Spanish").`,
  };
}

export function checkFormTranslation(
  schema: unknown,
  ui: unknown,
  translation: unknown,
  language: string,
  problems: FileProblems,
): void {
  for (const { key, message } of translationProblems(
    formTexts(schema, ui),
    translation,
    language,
  )) {
    problems.add([key], message);
  }
}

export function checkWordsFile(
  english: unknown,
  translated: unknown,
  problems: FileProblems,
): void {
  for (const { key, message } of wordsProblems(english, translated)) {
    problems.add(key.split('.'), message);
  }
}

type Tree = { [key: string]: unknown };
const isTree = (value: unknown): value is Tree =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Keys of a words file missing from, or added to, the English file ("form.missing"). */
export function wordsProblems(
  source: unknown,
  translated: unknown,
  prefix = '',
): { key: string; message: string }[] {
  const problems: { key: string; message: string }[] = [];
  const from = isTree(source) ? source : {};
  const to = isTree(translated) ? translated : {};
  for (const [key, value] of Object.entries(from)) {
    const path = prefix ? `${prefix}.${key}` : key;
    const other = to[key];
    if (isTree(value)) problems.push(...wordsProblems(value, other, path));
    else if (!(key in to))
      problems.push({ key: path, message: `no translation of "${String(value)}"` });
    else if (typeof other !== 'string' || other.trim() === '')
      problems.push({ key: path, message: 'the text is empty' });
  }
  for (const key of Object.keys(to)) {
    if (!(key in from)) {
      problems.push({
        key: prefix ? `${prefix}.${key}` : key,
        message: 'not in the English file: remove it',
      });
    }
  }
  return problems;
}

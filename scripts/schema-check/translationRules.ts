/**
 * Every text of a form has its translation beside the form (`schemas/<form>/es.json`), and the
 * site's words have theirs (`contract/locales/es.json`): a missing, empty, outdated or extra
 * key is an error naming the file and the key, so no page shows a mix of languages.
 */
import { DEFAULT_LOCALE, locales } from '../../contract/api.ts';
import { formTexts, translationProblems } from '../../contract/translations.ts';
import { wordsProblems } from '../../contract/words.ts';
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

export function checkSiteWords(
  english: unknown,
  translated: unknown,
  problems: FileProblems,
): void {
  for (const { key, message } of wordsProblems(english, translated)) {
    problems.add(key.split('.'), message);
  }
}

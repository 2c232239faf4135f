/**
 * Loaded only by a page shown in another language than English: the form's translation file
 * and the overlay that lays it on ui.json (contract/translations.ts).
 */
import { formTranslationLoaders } from 'virtual:rx-form-files';
import type { Locale } from '../../../contract/languages';
import { translateUi } from '../../../contract/translations';

/** ui.json in `language`; the file itself when the form has no translation in it. */
export async function translateForm<T>(
  formId: string,
  schema: unknown,
  ui: T,
  language: Locale,
): Promise<T> {
  const load = formTranslationLoaders[formId]?.[language];
  return load ? translateUi(schema, ui, await load(), language) : ui;
}

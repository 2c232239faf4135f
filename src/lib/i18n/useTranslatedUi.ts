import { use } from 'react';
import type { UiSchema } from '@rjsf/utils';
import type { Locale } from '../../../contract/languages';
import { useLanguage } from './WordsContext';

/** Per ui.json object and language, the translated ui.json (one promise, so one object). */
const translations = new WeakMap<object, Map<Locale, Promise<unknown>>>();

function translated<T extends UiSchema>(
  formId: string,
  schema: unknown,
  ui: T,
  language: Locale,
): Promise<T> {
  let byLanguage = translations.get(ui);
  if (!byLanguage) translations.set(ui, (byLanguage = new Map()));
  let result = byLanguage.get(language);
  if (!result) {
    const cache = byLanguage;
    result = import('./translateForm')
      .then(({ translateForm }) => translateForm(formId, schema, ui, language))
      .catch((error: unknown) => {
        // A failed download (offline for a moment) is tried again on the next render.
        cache.delete(language);
        throw error;
      });
    cache.set(language, result);
  }
  return result as Promise<T>;
}

/**
 * The form's ui.json in the person's language: English is the file itself; another language
 * suspends the page (inside a transition when switching, so the form stays shown) until the
 * form's translation and the code that lays it on ui.json have arrived. The schema is never
 * changed: values, codes and the precompiled validator are the same in every language.
 */
export function useTranslatedUi<T extends UiSchema>(formId: string, schema: unknown, ui: T): T {
  const { language } = useLanguage();
  return language === 'en' ? ui : use(translated(formId, schema, ui, language));
}

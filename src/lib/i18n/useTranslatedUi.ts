import { use, useMemo } from 'react';
import type { UiSchema } from '@rjsf/utils';
import { formTranslationLoaders } from 'virtual:rx-form-files';
import type { Locale } from '../../../contract/api';
import { translateUi } from '../../../contract/translations';
import { useLanguage } from './WordsContext';

const files = new Map<string, Promise<unknown>>();

/** A form's translation file (`schemas/<form>/<language>.json`), fetched once. */
function translationFile(formId: string, language: Locale): Promise<unknown> {
  const key = `${formId}/${language}`;
  let file = files.get(key);
  if (!file) {
    const load = formTranslationLoaders[formId]?.[language];
    file = load ? load() : Promise.resolve(undefined);
    files.set(key, file);
  }
  return file;
}

/** Starts fetching a form's texts in a language before they are needed (at start-up). */
export function prefetchFormTranslation(formId: string, language: Locale): void {
  if (language !== 'en') void translationFile(formId, language).catch(() => undefined);
}

/**
 * The form's ui.json in the person's language: English is the file itself; another language
 * suspends the page (inside a transition when switching, so the form stays shown) until the
 * form's translation has arrived. The schema is never changed: values, codes and the
 * precompiled validator are the same in every language.
 */
export function useTranslatedUi<T extends UiSchema>(formId: string, schema: unknown, ui: T): T {
  const { language } = useLanguage();
  const file = language === 'en' ? undefined : use(translationFile(formId, language));
  return useMemo(
    () => (file ? translateUi(schema, ui, file, language) : ui),
    [file, schema, ui, language],
  );
}

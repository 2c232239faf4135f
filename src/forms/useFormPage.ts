import { useEffect, useMemo, useRef } from 'react';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { useConfig } from '../lib/config/ConfigContext';
import { useDocumentTitle } from '../lib/config/useDocumentTitle';
import { prefetchDocumentCodeOnInput } from '../lib/document';
import { useLanguage } from '../lib/i18n/WordsContext';
import { useTranslatedUi } from '../lib/i18n/useTranslatedUi';
import { useWords } from '../lib/i18n/useWords';
import { useToast } from '../lib/toast';
import { companyTextValues } from './formPdfInput';
import type { FormController } from './SchemaForm';
import { shownDescription, shownTitle } from './shownTexts';

/** A form's files: its id in schemas/forms.json, its schema.json and its ui.json. */
export interface FormPageFiles<U extends UiSchema = UiSchema> {
  id: string;
  schema: RJSFSchema;
  uiSchema: U;
}

export interface FormPageOptions {
  /**
   * forms.json's title: the page's title in English, and in a language whose translation of the
   * form gives none (the form's own title otherwise).
   */
  listedTitle?: string;
  /**
   * Fetch the document code after the person's first input (default), for a page that makes
   * its PDF at Send or Print; `false` for a page that fetches it itself when it will need it.
   */
  documentOnInput?: boolean;
}

/**
 * What every form page starts with: the site's config, the person's language and words, the
 * form's ui.json in that language, its title (named in the browser tab) and description, the
 * handle on the form's values, a toast, and the context that fills the company into the form's
 * texts (`{company}`, `{website}`).
 */
export function useFormPage<U extends UiSchema>(
  { id, schema, uiSchema }: FormPageFiles<U>,
  { listedTitle, documentOnInput = true }: FormPageOptions = {},
) {
  const config = useConfig();
  const { language } = useLanguage();
  const words = useWords();
  const shownUi = useTranslatedUi(id, schema, uiSchema);
  const ownTitle = shownTitle(schema, shownUi);
  const title = listedTitle && (language === 'en' || !ownTitle) ? listedTitle : ownTitle;
  useDocumentTitle(title);
  const controllerRef = useRef<FormController>(null);
  const { toast, show: showToast } = useToast();
  const { name, website } = config.company;
  // One object per company: rjsf memoises every field on formContext.
  const formContext = useMemo(
    () => ({ textValues: companyTextValues({ name, website }) }),
    [name, website],
  );
  useEffect(() => (documentOnInput ? prefetchDocumentCodeOnInput() : undefined), [documentOnInput]);
  return {
    config,
    language,
    words,
    uiSchema: shownUi,
    title,
    description: shownDescription(schema, shownUi),
    controllerRef,
    toast,
    showToast,
    formContext,
  };
}

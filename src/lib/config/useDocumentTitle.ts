import { useEffect } from 'react';
import { useConfig } from './ConfigContext';
import { fillIn } from '../../../contract/languages';
import { useSiteWords } from '../i18n/WordsContext';

/** Names the browser tab after the page, so tabs, history and screen readers tell pages apart. */
export function useDocumentTitle(pageTitle: string): void {
  const { company } = useConfig();
  const template = useSiteWords().site.pageTitle;
  useEffect(() => {
    document.title = fillIn(template, { page: pageTitle, company: company.name });
  }, [template, pageTitle, company.name]);
}

import { useEffect } from 'react';
import { useConfig } from './ConfigContext';

/** Names the browser tab after the page, so tabs, history and screen readers tell pages apart. */
export function useDocumentTitle(pageTitle: string): void {
  const { company } = useConfig();
  useEffect(() => {
    document.title = `${pageTitle} | ${company.name}`;
  }, [pageTitle, company.name]);
}

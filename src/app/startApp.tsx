import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { AppConfig } from '../../contract/config';
import type { LanguageState } from '../lib/i18n/WordsContext';
import { App } from './App';

/** Renders the site into `container` with the loaded configuration. */
export function startApp(container: HTMLElement, config: AppConfig, language: LanguageState): void {
  createRoot(container).render(
    <StrictMode>
      <App config={config} language={language} />
    </StrictMode>,
  );
}

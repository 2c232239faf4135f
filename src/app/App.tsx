import { useState, type ReactNode } from 'react';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import type { AppConfig } from '../../contract/config';
import { ConfigContext } from '../lib/config/ConfigContext';
import { LanguageProvider, type LanguageState } from '../lib/i18n/WordsContext';
import { RenderModeContext, type RenderMode } from '../lib/renderMode';
import { routes } from './routes';

/**
 * Vite's `base` ("/" or "/forms/"). Kept with its trailing slash so the home link is "/forms/",
 * the same folder the assets are served from, which every static host serves.
 */
export const basename = import.meta.env.BASE_URL;

/** "/forms" without the slash is the same home page, but the router only matches "/forms/". */
function addBaseTrailingSlash(): void {
  const { pathname, search, hash } = window.location;
  if (basename !== '/' && `${pathname}/` === basename) {
    window.history.replaceState(window.history.state, '', `${basename}${search}${hash}`);
  }
}

export function AppRoutes() {
  return useRoutes(routes);
}

interface SiteProps {
  config: AppConfig;
  language: LanguageState;
}

/** What every page reads: the configuration, the words and how the page is drawn. */
export function SiteProviders({
  config,
  language,
  mode = 'app',
  children,
}: SiteProps & { mode?: RenderMode; children: ReactNode }) {
  return (
    <RenderModeContext.Provider value={mode}>
      <ConfigContext.Provider value={config}>
        <LanguageProvider initial={language}>{children}</LanguageProvider>
      </ConfigContext.Provider>
    </RenderModeContext.Provider>
  );
}

/**
 * The declarative router: the site uses no loaders or actions, and the data router
 * (createBrowserRouter) would add about 17 KB gzip to every page.
 */
export function App({ config, language }: SiteProps) {
  // Once, before BrowserRouter reads the address.
  useState(addBaseTrailingSlash);
  return (
    <SiteProviders config={config} language={language}>
      <BrowserRouter basename={basename}>
        <AppRoutes />
      </BrowserRouter>
    </SiteProviders>
  );
}

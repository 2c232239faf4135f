import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { pageLoaders } from './app/routes';
import { loadConfig } from './lib/config/config';
import './app/styles.css';

/** The page's path without Vite's `base` ("/forms/order-rx-form" → "/order-rx-form"). */
function pagePath(): string {
  const base = import.meta.env.BASE_URL;
  const { pathname } = window.location;
  return pathname.startsWith(base) ? `/${pathname.slice(base.length)}` : pathname;
}

const configLoaded = loadConfig(`${import.meta.env.BASE_URL}config.json`);
// A form page's code downloads alongside config.json instead of after the first render; a
// failure here is left to the page's own lazy load, which reports it.
pageLoaders[pagePath()]?.().catch(() => undefined);
const config = await configLoaded;

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App config={config} />
  </StrictMode>,
);

import { formPages } from './app/pageModules';
import { loadConfig } from './lib/config/config';
import './app/styles.css';

/** The page's path without Vite's `base` ("/forms/order-rx-form" → "/order-rx-form"). */
function pagePath(): string {
  const base = import.meta.env.BASE_URL;
  const { pathname } = window.location;
  return pathname.startsWith(base) ? `/${pathname.slice(base.length)}` : pathname;
}

/** Shown when the site's own code cannot be downloaded (offline, or a deploy in progress). */
function showLoadFailure(container: HTMLElement): void {
  const message = document.createElement('p');
  message.setAttribute('role', 'alert');
  message.className = 'load-failure';
  message.textContent = 'This page could not be loaded. Check the connection and reload the page.';
  container.replaceChildren(message);
}

const root = document.getElementById('root')!;
// config.json, the page's code and React download at once, not one after another. A failed
// page download is left to the page's lazy load, which tries again and reports it in the page.
const configLoaded = loadConfig(`${import.meta.env.BASE_URL}config.json`);
const pageLoaded = formPages[pagePath()]?.load().catch(() => undefined);
Promise.all([import('./app/startApp'), configLoaded, pageLoaded]).then(
  ([{ startApp }, config]) => startApp(root, config),
  () => showLoadFailure(root),
);

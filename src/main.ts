import { formPages } from './app/pageModules';
import { loadConfig } from './lib/config/config';
import { applyLanguage, chooseLanguage } from './lib/i18n/language';
import { loadWords } from './lib/i18n/loadWords';
import { englishSiteWords } from './lib/i18n/siteWords';
import { keepFirstScreen } from './app/firstScreen';
import { handOver } from './app/firstScreenHandover';
import './app/styles.css';

/** The page's path without Vite's `base` ("/forms/order-rx-form" → "/order-rx-form"). */
function pagePath(): string {
  const base = import.meta.env.BASE_URL;
  const { pathname } = window.location;
  return pathname.startsWith(base) ? `/${pathname.slice(base.length)}` : pathname;
}

/** Shown when the site's own code cannot be downloaded (offline, or a deploy in progress). */
function showLoadFailure(container: HTMLElement, text: string): void {
  const message = document.createElement('p');
  message.setAttribute('role', 'alert');
  message.className = 'load-failure';
  message.textContent = text;
  container.replaceChildren(message);
}

const root = document.getElementById('root')!;
const language = chooseLanguage();
applyLanguage(language);
// config.json, the page's code, the words and React download at once, not one after another. A
// failed page download is left to the page's lazy load, which tries again and reports it there.
// A first screen that does not fit this visit is removed here, at once (src/app/firstScreen.ts).
// The code that hands one over is part of this script (1.5 KB gzip): as a file of its own it was
// the last a form page waited for, a round trip behind the others on a phone's network.
const firstScreenKept = keepFirstScreen(root, language);
const configLoaded = loadConfig(`${import.meta.env.BASE_URL}config.json`);
const pageLoaded = formPages
  .get(pagePath())
  ?.loader.load()
  .catch(() => undefined);
const wordsLoaded = loadWords(language);
Promise.all([import('./app/startApp'), configLoaded, wordsLoaded, pageLoaded]).then(
  ([{ startApp }, config, words]) =>
    startApp(root, config, { language, words }, firstScreenKept ? handOver : undefined),
  () =>
    wordsLoaded
      .catch(() => undefined)
      .then((words) => showLoadFailure(root, (words ?? englishSiteWords).site.loadFailure)),
);

import { formPages } from './app/pageModules';
import { loadConfig } from './lib/config/config';
import { applyLanguage, chooseLanguage } from './lib/i18n/language';
import { loadWords } from './lib/i18n/loadWords';
import { englishSiteWords } from './lib/i18n/siteWords';
import { keepFirstScreen } from './app/firstScreen';
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
// With the build's first screen comes the code that hands it over (src/app/firstScreen.ts): a
// screen that does not fit this visit is removed here, at once.
const handoverLoaded = keepFirstScreen(root, language)
  ? import('./app/firstScreenHandover')
  : undefined;
const configLoaded = loadConfig(`${import.meta.env.BASE_URL}config.json`);
const pageLoaded = formPages
  .get(pagePath())
  ?.loader.load()
  .catch(() => undefined);
const wordsLoaded = loadWords(language);
Promise.all([import('./app/startApp'), configLoaded, wordsLoaded, handoverLoaded, pageLoaded]).then(
  ([{ startApp }, config, words, handover]) =>
    startApp(root, config, { language, words }, handover?.handOver),
  () =>
    wordsLoaded
      .catch(() => undefined)
      .then((words) => showLoadFailure(root, (words ?? englishSiteWords).site.loadFailure)),
);

/**
 * Which language the site speaks to this person: `?lang=es` (or `en`) in the address, else the
 * one chosen before on this browser, else the first of the browser's preferred languages the
 * site speaks, else English. An explicit choice is remembered.
 */
import { DEFAULT_LOCALE, type Locale } from '../../../contract/languages';
import { isLocale } from '../../../contract/languages';

export const LANGUAGE_PARAM = 'lang';
const STORAGE_KEY = 'rx-forms-language';

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    // Storage blocked (a sandboxed frame, strict privacy settings): the choice is not kept.
    return undefined;
  }
}

/** The language the address asks for (`?lang=`), if it names one the site speaks. */
export function languageInAddress(search: string): Locale | undefined {
  const asked = new URLSearchParams(search).get(LANGUAGE_PARAM);
  return isLocale(asked) ? asked : undefined;
}

/** `es-MX` → `es`: the first preferred language the site speaks. */
function preferredLanguage(preferred: readonly string[]): Locale | undefined {
  return preferred.map((tag) => tag.toLowerCase().split('-')[0]).find(isLocale);
}

export function chooseLanguage(
  search = window.location.search,
  preferred: readonly string[] = navigator.languages ?? [],
): Locale {
  const asked = languageInAddress(search);
  if (asked) {
    rememberLanguage(asked);
    return asked;
  }
  const stored = storage()?.getItem(STORAGE_KEY);
  if (isLocale(stored)) return stored;
  return preferredLanguage(preferred) ?? DEFAULT_LOCALE;
}

export function rememberLanguage(language: Locale): void {
  try {
    storage()?.setItem(STORAGE_KEY, language);
  } catch {
    // A full or blocked storage only means the choice is asked again next time.
  }
}

/** `<html lang>` follows, so screen readers pronounce the page in its language. */
export function applyLanguage(language: Locale): void {
  document.documentElement.lang = language;
}

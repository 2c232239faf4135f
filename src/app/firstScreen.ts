/**
 * The first screen the build drew into a form's document (scripts/first-screens.ts): the person
 * sees it, and can start filling it in, before the site's code has arrived; the app then takes
 * it over (firstScreenHandover.ts, downloaded only for such a page).
 *
 * The screen is drawn in the default language, for a page of its own with no address options:
 * for another language, inside the shop's frame or with options (`?orderRx=true`, `?full`,
 * `?lang=`) the page looks different, so the screen is removed at once and the app draws the page.
 */
import { DEFAULT_LOCALE, type Locale } from '../../contract/languages';
import { isFramed } from '../lib/messaging/isFramed';
import { FIRST_SCREEN_ATTRIBUTE } from './firstScreenAttribute';

/** Whether the app will draw the page the screen shows. */
export function screenFits(language: Locale, search: string, framed: boolean): boolean {
  return language === DEFAULT_LOCALE && search === '' && !framed;
}

/** Whether `container` holds a first screen for the app to take over; one that does not fit goes. */
export function keepFirstScreen(
  container: HTMLElement,
  language: Locale,
  search = window.location.search,
): boolean {
  if (!container.hasAttribute(FIRST_SCREEN_ATTRIBUTE)) return false;
  // A page inside the shop's frame shows no shell.
  if (screenFits(language, search, isFramed(window))) return true;
  container.replaceChildren();
  container.removeAttribute(FIRST_SCREEN_ATTRIBUTE);
  return false;
}

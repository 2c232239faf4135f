/**
 * The words of the site's shell (navigation, footer, home, page titles): `site.json` in
 * `locales/<language>/`, the part every page needs. The other pages' words are in words.ts, so
 * the first script of a page does not carry them.
 */
import site from './locales/en/site.json' with { type: 'json' };

export type SiteWords = typeof site;
export const englishSiteWords: SiteWords = site;
